import { listSemenStraws, listSemenTanks } from '../../db/semen';
import { semenCaneService, semenStrawService, semenTankService } from '../../inventory/semen';
import {
  semenCaneCreate,
  semenCaneRecord,
  semenCaneUpdate,
  semenStrawCreate,
  semenStrawRecord,
  semenStrawSaved,
  semenStrawUpdate,
  semenTankCreate,
  semenTankRecord,
  semenTankSaved,
  semenTankUpdate,
} from '../../schemas/semen';
import { MANAGERS } from '../../domain/roles';
import { recordCalls, recordRouter } from '../record-router';

// Semen inventory: tanks hold canes, canes hold straw lots. The lists answer what the screens show
// (a tank's straws left; a lot's tank and cane), the writes answer the stored record.

const tags = ['genetics'];

export const semenTankCalls = recordCalls({
  path: '/api/semen-tanks',
  tags,
  writers: MANAGERS,
  summaries: {
    list: 'Semen tanks by name, with the straws left in each',
    create: 'Add a semen tank (type liquid_nitrogen and capacity 6 canes unless given)',
    update: 'Replace a semen tank',
    delete: 'Delete a semen tank with its canes and their straws',
  },
  create: semenTankCreate,
  update: semenTankUpdate,
  saved: semenTankSaved,
  listed: semenTankRecord,
  list: listSemenTanks,
  service: semenTankService,
});

export const semenCaneCalls = recordCalls({
  path: '/api/semen-canes',
  tags,
  writers: MANAGERS,
  summaries: {
    list: 'Canes by tank and number',
    create: 'Add a cane to one of the farm\'s tanks (capacity 15 straws unless given)',
    update: 'Replace a cane',
    delete: 'Delete a cane with its straws',
  },
  create: semenCaneCreate,
  update: semenCaneUpdate,
  saved: semenCaneRecord,
  listed: semenCaneRecord,
  list: semenCaneService.list,
  service: semenCaneService,
});

export const semenStrawCalls = recordCalls({
  path: '/api/semen-straws',
  tags,
  writers: MANAGERS,
  summaries: {
    list: 'Straw lots with their tank and cane names, straws left and price in cents',
    create: 'Add a straw lot to one of the farm\'s canes (price in cents, $35 unless given; remaining capped at total)',
    update: 'Replace a straw lot',
    delete: 'Delete a straw lot',
  },
  create: semenStrawCreate,
  update: semenStrawUpdate,
  saved: semenStrawSaved,
  listed: semenStrawRecord,
  list: listSemenStraws,
  service: semenStrawService,
});

export const semenTanksRouter = recordRouter(semenTankCalls);
export const semenCanesRouter = recordRouter(semenCaneCalls);
export const semenStrawsRouter = recordRouter(semenStrawCalls);
