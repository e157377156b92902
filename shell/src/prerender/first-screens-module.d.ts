/** Written by the prerender build (packages/federation/src/prerender-config.ts). */
declare module 'virtual:carzone-first-screens' {
  /** The paths the remotes list among their first routes, parameters aside. */
  export const paths: string[];
  /** Each of their modules, by contract id, from the remote's sources. */
  export const modules: Record<string, () => Promise<Record<string, unknown>>>;
}
