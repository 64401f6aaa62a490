import { listPastures } from '../../db/pastures';
import { createPasture, removePasture, updatePasture } from '../../herd/pasture-service';
import { PASTURE_NOT_FOUND, pastureCreate, pastureRecord, pastureUpdate } from '../../schemas/pastures';
import { MANAGERS } from '../../domain/roles';
import { recordCalls, recordRouter } from '../record-router';

export const pastureCalls = recordCalls({
  path: '/api/pastures',
  tags: ['pastures'],
  writers: MANAGERS,
  summaries: {
    list: 'All pastures, by name',
    create: 'Add a pasture',
    update: 'Replace a pasture (a rename moves its animals along)',
    delete: 'Delete an empty pasture',
  },
  create: pastureCreate,
  update: pastureUpdate,
  saved: pastureRecord,
  listed: pastureRecord,
  list: listPastures,
  service: { notFound: PASTURE_NOT_FOUND, create: createPasture, update: updatePasture, remove: removePasture },
});

export const pasturesRouter = recordRouter(pastureCalls);
