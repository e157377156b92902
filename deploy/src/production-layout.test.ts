// What the production layout refuses to start with: each unit needs a port of its own, or the one
// that finds its port taken stops while the rest run on without it.
import { describe, expect, it } from 'vitest';
import { layoutProblems } from '../lib/production-layout.mjs';

const STAGING = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/carzone', staging: true };

describe('the production layout’s ports', () => {
  it('accepts a port for each unit', () => {
    expect(
      layoutProblems({
        ...STAGING,
        port: 18_500,
        apiPorts: [18_501, 18_502],
        pagesPort: 18_503,
        authEmulatorPort: 18_504,
        metricsPorts: [18_507, 18_508],
        prometheusPort: 18_509,
        tls: { port: 18_543 },
      }),
    ).toEqual([]);
  });

  it('refuses two units on one port, naming both', () => {
    // The emulator takes its port and the next two (its hub and logging).
    expect(
      layoutProblems({
        ...STAGING,
        port: 18_500,
        apiPorts: [18_501, 18_502],
        pagesPort: 18_505,
        authEmulatorPort: 18_503,
      }),
    ).toEqual([
      'the rendered pages server and the Auth emulator would both listen on port 18505: give each a port of its own.',
    ]);
    expect(
      layoutProblems({ ...STAGING, port: 8080, apiPorts: [8081, 8082], tls: { port: 8081 } }),
    ).toEqual([
      'API instance 1 and HTTPS would both listen on port 8081: give each a port of its own.',
    ]);
    expect(
      layoutProblems({
        ...STAGING,
        port: 8080,
        apiPorts: [8081, 8082],
        metricsPorts: [8087, 8082],
        prometheusPort: 8087,
      }),
    ).toEqual([
      "API instance 2 and API instance 2's metrics would both listen on port 8082: give each a port of its own.",
      "API instance 1's metrics and Prometheus would both listen on port 8087: give each a port of its own.",
    ]);
  });

  it('gives each API instance a metrics port of its own', () => {
    expect(
      layoutProblems({ ...STAGING, port: 8080, apiPorts: [8081, 8082], metricsPorts: [8087] }),
    ).toEqual(['Each API instance needs a metrics port of its own: 2 instances, 1 metrics ports.']);
  });
});
