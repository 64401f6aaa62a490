import { listPastures } from '../../db/pastures';
import { createPasture, removePasture, updatePasture } from '../../herd/pasture-service';
import { pastureCreate, pastureRecord, pastureUpdate } from '../../schemas/pastures';
import { recordRouter } from '../record-router';

export const pasturesRouter = recordRouter({
  path: '/api/pastures',
  tags: ['pastures'],
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
  service: { create: createPasture, update: updatePasture, remove: removePasture },
});
