// pg-boss 10 ships types for its class only; runDue reads its fetch statement from the plans module (queue.ts).
declare module 'pg-boss/src/plans.js' {
  export function fetchNextJob(
    schema: string,
  ): (options: { includeMetadata?: boolean; priority?: boolean; ignoreStartAfter?: boolean }) => string;
}
