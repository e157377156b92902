// The API's routes, bodies and answers as TypeScript types, read from the types openapi-typescript
// generates of the API's OpenAPI description (api-contract.generated.ts; api/openapi.json). Types
// only: nothing here reaches the browser. web-kit's client takes a route as the API names it
// ('/car/{id}', without the /api every route starts with), with its method, path parameters,
// query and body, so a call the API would not accept fails type-checking.
import type { components, paths } from './api-contract.generated';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Routes = { [P in keyof paths as P extends `/api${infer Route}` ? Route : never]: paths[P] };

type Operation<R, M extends HttpMethod> = R extends keyof Routes
  ? NonNullable<Routes[R][Lowercase<M>]>
  : never;

/** Every route that takes the method, as the API names it: '/car/{id}'. */
export type ApiRoute<M extends HttpMethod = 'GET'> = {
  [R in keyof Routes]: [Routes[R][Lowercase<M>]] extends [undefined] ? never : R;
}[keyof Routes];

type PathParams<O> = O extends { parameters: { path: infer P } } ? P : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : never;
type JsonOf<A> = A extends { content: { 'application/json': infer T } } ? T : undefined;

/** What a route answers when it succeeds (200 or 201; undefined for a 204). */
export type ApiAnswer<R, M extends HttpMethod = 'GET'> =
  Operation<R, M> extends { responses: infer S }
    ? S extends { 200: infer A }
      ? JsonOf<A>
      : S extends { 201: infer A }
        ? JsonOf<A>
        : undefined
    : never;

/** The body a route takes. */
export type ApiBody<R, M extends HttpMethod> = BodyOf<Operation<R, M>>;

/** A schema of the API's description by its name: `ApiSchema<'Car'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type ParamsPart<O> = [PathParams<O>] extends [never]
  ? { params?: never }
  : { params: PathParams<O> };
type QueryPart<O> = [QueryOf<O>] extends [never] ? { query?: never } : { query?: QueryOf<O> };
// A route whose body is not JSON (a photo's bytes) cannot be called: its `body` would be `never`.
type BodyPart<O> = O extends { requestBody: unknown } ? { body: BodyOf<O> } : { body?: never };

/**
 * One call of a route: its method (GET when left out), its path parameters when it has some, its
 * query when it takes one, its body when it needs one, and a signal to abort it.
 */
export type ApiCall<R, M extends HttpMethod> = { method?: M; signal?: AbortSignal } & ParamsPart<
  Operation<R, M>
> &
  QueryPart<Operation<R, M>> &
  BodyPart<Operation<R, M>>;

/** The call's options: optional when the route needs none. */
export type ApiCallArgs<R, M extends HttpMethod> =
  Partial<ApiCall<R, M>> extends ApiCall<R, M> ? [call?: ApiCall<R, M>] : [call: ApiCall<R, M>];
