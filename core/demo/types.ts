// Demo records are the tables' insert shapes without ids and owner: the seeder adds those, and the
// compiler checks every generated field against the schema. Links between records (tank → cane →
// straw, tank → embryo) go through stable keys or nesting instead of database ids.
import type {
  activities,
  cattle,
  embryos,
  forage,
  pastures,
  semenCanes,
  semenStraws,
  semenTanks,
  storageTanks,
} from '../db/schema';

type Insert<T> = T extends { $inferInsert: infer Row } ? Row : never;
type Plain<T, Extra extends string = never> = Omit<Insert<T>, 'id' | 'userId' | Extra>;

export type DemoAnimal = Plain<typeof cattle, 'updatedAt'>;
export type DemoPasture = Plain<typeof pastures>;
export type DemoActivity = Plain<typeof activities>;
export type DemoForage = Plain<typeof forage>;

export interface DemoStorageTank extends Plain<typeof storageTanks> {
  key: string;
}

export type DemoStraw = Plain<typeof semenStraws, 'caneId'>;

export interface DemoCane extends Plain<typeof semenCanes, 'tankId'> {
  straws: DemoStraw[];
}

export interface DemoSemenTank extends Plain<typeof semenTanks, 'storageTankId'> {
  /** The physical storage tank it sits in, by DemoStorageTank.key. */
  storageTankKey: string | null;
  canes: DemoCane[];
}

export interface DemoEmbryo extends Plain<typeof embryos, 'storageTankId'> {
  storageTankKey: string | null;
}

export interface DemoFarm {
  pastures: DemoPasture[];
  cattle: DemoAnimal[];
  activities: DemoActivity[];
  storageTanks: DemoStorageTank[];
  semenTanks: DemoSemenTank[];
  embryos: DemoEmbryo[];
  forage: DemoForage[];
}
