// The API's procedures by their dotted path ("cattle.list"), with what each takes and answers, so
// the tables keyed by procedure (privacy mode's demo answers, what each mutation changes) are
// checked against the router: a procedure missing from one of them does not compile.
import type { AnyTRPCMutationProcedure, AnyTRPCProcedure, AnyTRPCQueryProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { AppRouter } from '../../core/api/root';

type Flatten<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyTRPCProcedure
    ? { [Path in `${Prefix}${Key}`]: Record[Key] }
    : Flatten<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every procedure of the API by its path. */
export type Procedures = UnionToIntersection<Flatten<AppRouter['_def']['record']>>;

export type QueryPath = { [P in keyof Procedures]: Procedures[P] extends AnyTRPCQueryProcedure ? P : never }[keyof Procedures];
export type MutationPath = { [P in keyof Procedures]: Procedures[P] extends AnyTRPCMutationProcedure ? P : never }[keyof Procedures];

export type ProcedureInput<P extends keyof Procedures> = inferProcedureInput<Procedures[P]>;
export type ProcedureOutput<P extends keyof Procedures> = inferProcedureOutput<Procedures[P]>;
