import './ToastMessage.css';

export interface ToastContent {
  title: string;
  description?: string;
}

/** A toast's two lines: what happened in bold, then the detail (often the server's message). */
export function ToastMessage({ title, description }: ToastContent) {
  return (
    <div className="fh-toast" role="status">
      <strong className="fh-toast-title">{title}</strong>
      {description ? <span className="fh-toast-description">{description}</span> : null}
    </div>
  );
}
