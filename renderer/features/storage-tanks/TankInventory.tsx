import { countOf, type StorageTankContents } from '../../../core/domain';

interface InventoryGroupProps {
  title: string;
  tankName: string;
  items: readonly { id: string; name: string; count: string }[];
}

/** One kind of thing in the tank, each with how much of it is left. */
function InventoryGroup({ title, tankName, items }: InventoryGroupProps) {
  if (items.length === 0) return null;
  return (
    <section className="fh-storage-group" aria-label={`${title} in ${tankName}`}>
      <h3 className="fh-storage-group-title">{title}</h3>
      <ul className="fh-storage-items">
        {items.map((item) => (
          <li key={item.id} className="fh-storage-item">
            <span className="fh-storage-item-name">{item.name}</span>
            <span className="fh-storage-item-count">{item.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the tank holds: its semen tanks with the straws left, its embryo lots with the embryos left; or "Empty". */
export function TankInventory({ tankName, contents }: { tankName: string; contents: StorageTankContents }) {
  if (contents.semenTanks.length === 0 && contents.embryoLots.length === 0) {
    return <p className="fh-storage-empty">Empty</p>;
  }
  return (
    <>
      <InventoryGroup
        title="Semen tanks"
        tankName={tankName}
        items={contents.semenTanks.map(({ id, name, straws }) => ({ id, name, count: countOf(straws, 'straw', 'straws') }))}
      />
      <InventoryGroup
        title="Embryo lots"
        tankName={tankName}
        items={contents.embryoLots.map(({ id, label, embryos }) => ({ id, name: label, count: countOf(embryos, 'embryo', 'embryos') }))}
      />
    </>
  );
}
