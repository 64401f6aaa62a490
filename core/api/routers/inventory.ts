import { embryoService } from '../../inventory/embryos';
import { forageService } from '../../inventory/forage';
import { storageTankService } from '../../inventory/storage-tanks';
import { embryoCreate, embryoRecord, embryoUpdate } from '../../schemas/embryos';
import { forageCreate, forageRecord, forageUpdate } from '../../schemas/forage';
import { storageTankCreate, storageTankRecord, storageTankUpdate } from '../../schemas/storage-tanks';
import { MANAGERS } from '../../domain/roles';
import { recordCalls, recordRouter } from '../record-router';

// Embryo lots, storage tanks and forage: each a plain farm record type with its four calls.

export const embryoCalls = recordCalls({
  path: '/api/embryos',
  tags: ['genetics'],
  writers: MANAGERS,
  summaries: {
    list: 'Embryo lots, newest first',
    create: 'Add an embryo lot (price in cents; remaining capped at total)',
    update: 'Replace an embryo lot',
    delete: 'Delete an embryo lot',
  },
  create: embryoCreate,
  update: embryoUpdate,
  saved: embryoRecord,
  listed: embryoRecord,
  list: embryoService.list,
  service: embryoService,
});

export const storageTankCalls = recordCalls({
  path: '/api/storage-tanks',
  tags: ['storage'],
  writers: MANAGERS,
  summaries: {
    list: 'Storage tanks and freezers, by name',
    create: 'Add a storage tank (type liquid_nitrogen unless given)',
    update: 'Replace a storage tank',
    delete: 'Delete a storage tank; the semen tanks and embryo lots in it are kept, unlinked',
  },
  create: storageTankCreate,
  update: storageTankUpdate,
  saved: storageTankRecord,
  listed: storageTankRecord,
  list: storageTankService.list,
  service: storageTankService,
});

export const forageCalls = recordCalls({
  path: '/api/forage',
  tags: ['forage'],
  writers: MANAGERS,
  summaries: {
    list: 'Forage lots, newest harvest first',
    create: 'Add a forage lot (money in cents, moisture in percent × 100, remaining capped at total)',
    update: 'Replace a forage lot',
    delete: 'Delete a forage lot',
  },
  create: forageCreate,
  update: forageUpdate,
  saved: forageRecord,
  listed: forageRecord,
  list: forageService.list,
  service: forageService,
});

export const embryosRouter = recordRouter(embryoCalls);
export const storageTanksRouter = recordRouter(storageTankCalls);
export const forageRouter = recordRouter(forageCalls);
