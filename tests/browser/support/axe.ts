import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only inside this selector (the whole document when absent). */
  include?: string;
  /** axe rules turned off for this check, each with its reason at the call site. */
  disable?: string[];
  /** Only these impacts count (every impact when absent). */
  impacts?: string[];
}

/**
 * axe-core's violations on the page, as 'rule: target — summary' lines. axe is evaluated, not
 * added as a <script>: the page's CSP runs no inline script without its nonce.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async ({ include, disable, impacts }) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const rules = Object.fromEntries((disable ?? []).map((rule) => [rule, { enabled: false }]));
    const result = await axe.run(include ? { include: [[include]] } : document, {
      resultTypes: ['violations'],
      rules,
    });
    return result.violations
      .filter((v) => !impacts || impacts.includes(v.impact))
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      );
  }, scope);
}
