/** Where `npm run desktop` leaves the packed app's executable on this platform. */
export function packedAppPath(root: string): string;
