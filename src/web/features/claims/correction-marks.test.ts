import { createElement, type ReactElement } from 'react';
// React's HTML renderer, not the app's server code: the rule matches the word in its path.
// eslint-disable-next-line boundaries/imports
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { payerNamedParts, unchangedCorrectionMessage } from '#domain/claims/correction-changes';
import { samplePayerAnswer } from '#domain/testing/sample-claims';
import {
  CorrectionChangesHint,
  MarkedPart,
  namedNoteId,
  PayerNamedList,
} from './correction-marks.tsx';

/**
 * The correction form's marks: a part the payer's answer named carries the payer's words as its
 * group's description, a detail kept elsewhere links there, and the hint says what changes.
 */
const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const answer = samplePayerAnswer({
  statusCodes: [
    { category: 'A7', status: '254' },
    { category: 'A7', status: '562', entity: '85' },
  ],
});
const named = payerNamedParts(answer);

describe('correction marks', () => {
  it('marks the part the payer named, described by the payer’s words', () => {
    const marked = html(
      createElement(MarkedPart, { formId: 'f', part: 'diagnoses', named, children: 'FIELDS' }),
    );
    expect(marked).toContain(`role="group" aria-describedby="${namedNoteId('f', 'diagnoses')}"`);
    expect(marked).toContain(`id="${namedNoteId('f', 'diagnoses')}"`);
    expect(marked).toContain('The payer named this:');
    expect(marked).toContain('The payer says the principal diagnosis is not valid.');
    expect(marked).toContain('FIELDS');
  });

  it('leaves a part the payer did not name as it is', () => {
    expect(
      html(createElement(MarkedPart, { formId: 'f', part: 'dates', named, children: 'FIELDS' })),
    ).toBe('FIELDS');
  });

  it('lists every named detail, linking to My Account for her NPI', () => {
    const list = html(createElement(PayerNamedList, { named }));
    expect(list).toContain('The payer says your billing NPI is not valid.');
    expect(list).toMatch(/<a href="\/account"[^>]*>Change it in My Account<\/a>/);
    expect(html(createElement(PayerNamedList, { named: [] }))).toBe('');
  });

  it('says what the correction changes, or that it changes nothing', () => {
    expect(html(createElement(CorrectionChangesHint, { id: 'h', changes: [] }))).toContain(
      unchangedCorrectionMessage,
    );
    expect(
      html(createElement(CorrectionChangesHint, { id: 'h', changes: ['diagnoses', 'dates'] })),
    ).toContain('This correction changes the diagnoses and the dates and times.');
    expect(html(createElement(CorrectionChangesHint, { id: 'h', changes: null }))).toBe('');
  });
});
