import { z } from 'zod';
import { operatorPageFields } from '#domain/common/list-page';
import { storableString } from '#domain/records/storable-text';

/**
 * Business Associate Agreement versions: operators publish a new version (its label and full
 * text); the newest is the one every provider must have accepted.
 */

export const agreementLimits = { version: 100, content: 50_000 } as const;

export const agreementListQuerySchema = z.object(operatorPageFields).strict();

/** POST /api/operator/agreements: a new version label and its full text. */
export const agreementPublishSchema = z
  .object({
    version: storableString()
      .trim()
      .min(1, 'Enter a version label, e.g. 2026-01-15.')
      .max(
        agreementLimits.version,
        `Please keep the label under ${agreementLimits.version} characters.`,
      ),
    content: storableString()
      .trim()
      .min(1, 'Paste the full text of the agreement.')
      .max(
        agreementLimits.content,
        `Please keep the agreement under ${agreementLimits.content.toLocaleString('en-US')} characters.`,
      ),
  })
  .strict();
export type AgreementPublishInput = z.input<typeof agreementPublishSchema>;

export interface OperatorAgreement {
  id: string;
  version: string;
  content: string;
  createdAt: string;
  publishedBy: string;
  /** The newest version: the one every provider must have accepted. */
  current: boolean;
}
