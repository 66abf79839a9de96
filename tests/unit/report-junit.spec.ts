import { test, expect } from '@playwright/test';
import { renderJunit } from '../../reporters/junit';
import { sampleReport } from '../../reporters/sample-report';

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

/** A strict little XML reader for what junit.ts writes: throws on anything not well-formed. */
function parseXml(xml: string): Element {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: Element = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: Element[] = [root];
  const token = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${text}`);
      top.text += text;
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of attrs.matchAll(/([A-Za-z][\w.-]*)="([^"]*)"/g)) {
        if (key in attributes) throw new Error(`duplicate attribute ${key}`);
        if (/&(?!(amp|lt|gt|quot|apos);)/.test(value)) throw new Error(`bare & in ${value}`);
        attributes[key] = value;
      }
      const element: Element = { name, attributes, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> left open`);
  const elements = root.children;
  if (elements.length !== 1) throw new Error('more than one root element');
  return elements[0];
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

test('junit is well-formed: a testsuite per surface, a testcase per rule named id and title', () => {
  expect(() => parseXml('<a><b></a>')).toThrow();
  expect(() => parseXml('<a>x & y</a>')).toThrow();
  const root = parseXml(renderJunit(sampleReport()));
  expect(root.name).toBe('testsuites');
  expect(root.children.map((s) => s.attributes.name)).toEqual(['legacy', 'native']);
  const legacy = root.children[0];
  const legacyCases = legacy.children.filter((child) => child.name === 'testcase');
  expect(legacyCases).toHaveLength(6);
  expect(unescape(legacyCases[0].attributes.name)).toBe(
    'LEG-ORDERS-PER-PAGE-MAX MUST never return more than 200 orders on one page (per_page above 200 refused or capped)',
  );
  expect(legacyCases[0].attributes.classname).toBe('legacy.MUST');
});

test("junit names the target in each testsuite's properties: environment, embedded mock or not, every base URL", () => {
  const root = parseXml(renderJunit(sampleReport()));
  for (const suite of root.children) {
    expect(suite.children[0].name).toBe('properties');
    expect(
      Object.fromEntries(suite.children[0].children.map((p) => [p.attributes.name, unescape(p.attributes.value)])),
    ).toEqual({
      'target.env': 'sandbox',
      'target.embeddedMock': 'true',
      'target.baseUrl.sandbox': 'http://127.0.0.1:4010',
      'target.baseUrl.production': 'http://127.0.0.1:4011',
      'target.baseUrl.control': 'http://127.0.0.1:4010/__control',
      seed: '12345',
    });
  }
  const service = sampleReport();
  service.target = {
    ...service.target,
    embeddedMock: false,
    baseUrls: { sandbox: 'https://sandbox.partner.example/v1' },
  };
  expect(renderJunit(service)).toContain('<property name="target.embeddedMock" value="false"/>');
  expect(renderJunit(service)).toContain(
    '<property name="target.baseUrl.sandbox" value="https://sandbox.partner.example/v1"/>',
  );
});

test('junit counts match the rules: failures are failed MUST rules, skipped include not checked, warnings pass', () => {
  const report = sampleReport();
  const root = parseXml(renderJunit(report));
  expect(root.attributes).toMatchObject({ tests: '7', failures: '1', skipped: '2', errors: '0', time: '83.200' });
  expect(root.children[0].attributes).toMatchObject({ tests: '6', failures: '1', skipped: '2' });
  expect(root.children[1].attributes).toMatchObject({ tests: '1', failures: '0', skipped: '0' });

  const cases = root.children.flatMap((suite) => suite.children.filter((child) => child.name === 'testcase'));
  const childNames = (id: string) =>
    cases.find((c) => c.attributes.name.startsWith(`${id} `))!.children.map((child) => child.name);
  expect(childNames('LEG-ORDERS-PER-PAGE-MAX')).toEqual(['failure']);
  expect(childNames('LEG-SUPPORTED-AGENTS')).toEqual(['skipped']);
  expect(childNames('LEG-CHECKOUT-URL-EXPIRES')).toEqual(['skipped']);
  expect(childNames('LEG-PRICES-RATE-LIMITED')).toEqual(['system-out']);
  // Partially checked is neither failed nor skipped: a pass that says what was skipped.
  expect(childNames('LEG-ENV-SANDBOX-ON-PRODUCTION')).toEqual(['system-out']);
  expect(childNames('LEG-RESPONSE-DATA')).toEqual([]);
  expect(cases.filter((c) => c.children.some((child) => child.name === 'failure'))).toHaveLength(report.summary.failed);

  const failure = cases[0].children[0];
  expect(unescape(failure.attributes.message)).toBe(
    'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits)',
  );
  expect(unescape(failure.text)).toContain('X-Request-Id req-0001');
  const warning = cases.find((c) => c.attributes.name.startsWith('LEG-PRICES-RATE-LIMITED '))!.children[0];
  expect(unescape(warning.text)).toContain('warning (ASSUMED): LEG-PRICES-RATE-LIMITED: received no 429');
});

test('junit escapes markup and drops characters XML cannot carry', () => {
  const report = sampleReport();
  report.rules[0].reason = 'LEG-ORDERS-PER-PAGE-MAX: got <orders a="1"> & \u0007bell \'quoted\'';
  const xml = renderJunit(report);
  const root = parseXml(xml);
  expect(xml).not.toContain('\u0007');
  expect(unescape(root.children[0].children[1].children[0].attributes.message)).toBe(
    'LEG-ORDERS-PER-PAGE-MAX: got <orders a="1"> & \uFFFDbell \'quoted\'',
  );
});
