import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProfile, profileSchema, PROFILE_PRESETS } from '../../kit/config/target-profile';
import { readTargetConfig } from '../../kit/config/read-target';

const root = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'profile-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

test('the committed profile schema is the one the assumption table makes', () => {
  const committed = JSON.parse(readFileSync(join(root, 'profiles', 'target-profile.schema.json'), 'utf8'));
  expect(committed).toEqual(profileSchema());
});

test('every preset is valid, and the reference preset holds every reading row at its default', () => {
  for (const preset of PROFILE_PRESETS) expect(loadProfile(preset).values).toBeTruthy();
  const reference = readTargetConfig({}, new Date(), loadProfile('reference'));
  const defaults = readTargetConfig({});
  expect(reference.readings).toEqual(defaults.readings);
});

test('a profile sets a row, a variable overrides it, and the report says where each value came from', () => {
  const profile = loadProfile('public-sdk');
  const fromProfile = readTargetConfig({}, new Date(), profile);
  expect(fromProfile.readings['ASSUME-LEG-AUTH']).toBe('signed');
  expect(fromProfile.assumptions.find((a) => a.id === 'ASSUME-LEG-AUTH')).toMatchObject({
    value: 'signed',
    source: 'profile',
  });
  const overridden = readTargetConfig({ LEGACY_AUTH: 'static' }, new Date(), profile);
  expect(overridden.assumptions.find((a) => a.id === 'ASSUME-LEG-AUTH')).toMatchObject({
    value: 'static',
    source: 'variable',
  });
  expect(readTargetConfig({}).assumptions.find((a) => a.id === 'ASSUME-LEG-AUTH')).toMatchObject({
    value: 'static',
    source: 'default',
  });
  const probed = { ...profile, evidence: { 'ASSUME-LEG-AUTH': { reading: 'signed', requestIds: ['r-1'] } } };
  expect(readTargetConfig({}, new Date(), probed).assumptions.find((a) => a.id === 'ASSUME-LEG-AUTH')?.source).toBe(
    'probe',
  );
});

test('a bad profile ends in one line naming the file and the key', () => {
  const unknown = write('unknown.json', JSON.stringify({ values: { LEGACY_AUTHENTICATION: 'signed' } }));
  expect(() => loadProfile(unknown)).toThrow(
    `profile ${unknown}: LEGACY_AUTHENTICATION is not a key of the assumption table`,
  );
  const wrong = write('wrong.json', JSON.stringify({ values: { LEGACY_AUTH: 'hmac' } }));
  expect(() => loadProfile(wrong)).toThrow(`profile ${wrong}: LEGACY_AUTH must be one of static, signed`);
  const notJson = write('not-json.json', '{ values: ');
  expect(() => loadProfile(notJson)).toThrow(new RegExp(`^profile ${notJson} is not JSON: `));
  expect(() => loadProfile(join(dir, 'absent.json'))).toThrow(/^CONFORMANCE_PROFILE names no readable file: /);
  const noValues = write('no-values.json', JSON.stringify({ description: 'x' }));
  expect(() => loadProfile(noValues)).toThrow(`profile ${noValues}:`);
});

test('a reading no row knows, given by a variable, is one line naming the key and the row', () => {
  expect(() => readTargetConfig({ NATIVE_QUOTEID_ELSEWHERE: 'maybe' })).toThrow(
    "NATIVE_QUOTEID_ELSEWHERE must be one of refused, ignored: 'maybe' (ASSUME-NAT-QUOTEID-ELSEWHERE)",
  );
});
