import { MANAGERS } from '../../domain/roles';
import { medicineService } from '../../inventory/medicines';
import { medicineCreate, medicineRecord, medicineUpdate } from '../../schemas/health';
import { recordCalls, recordRouter } from '../record-router';

// The medicine cabinet: a plain farm record type with its four calls. Hands read it to treat.

export const medicineCalls = recordCalls({
  path: '/api/medicines',
  tags: ['health'],
  writers: MANAGERS,
  summaries: {
    list: 'The medicine cabinet, by name',
    create: 'Add a medicine with its meat and milk withdrawal days (0 unless given)',
    update: 'Replace a medicine; treatments already given keep their days',
    delete: 'Delete a medicine; the treatments given with it are kept, with its name',
  },
  create: medicineCreate,
  update: medicineUpdate,
  saved: medicineRecord,
  listed: medicineRecord,
  list: medicineService.list,
  service: medicineService,
});

export const medicinesRouter = recordRouter(medicineCalls);
