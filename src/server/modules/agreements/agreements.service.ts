import { messages } from '#domain/common/messages';
import {
  agreementPublishSchema,
  type AgreementPublishInput,
  type OperatorAgreement,
} from '#domain/account/agreements';
import type { AgreementView } from '#domain/records/profile';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import { decodePosition, isUniqueViolation, toExactPage } from '../lists/index.ts';
import { presentAgreement, presentOperatorAgreement } from './agreements.presenter.ts';
import {
  findAgreementByVersion,
  findCurrentAgreement,
  insertAgreement,
  listAgreements,
  listAgreementsPage,
  replaceSeededTemplate,
} from './agreements.repository.ts';
import {
  EARLIER_TEMPLATE_OPENING,
  TEMPLATE_AGREEMENT_TEXT,
  TEMPLATE_AGREEMENT_VERSION,
} from './template-agreement.ts';

const duplicateVersion = (version: string) =>
  conflict(`Version "${version}" is already published. Choose a new version label.`, {
    version: 'This version label is already used.',
  });

/** Business Associate Agreement versions: the newest one is current and must be accepted. */
export function createAgreementService(db: Db) {
  return {
    /** The current version, as a provider reads it; not found when none is published. */
    async current(): Promise<AgreementView> {
      const row = await findCurrentAgreement(db);
      if (!row) throw notFound(messages.agreement.unavailable);
      return presentAgreement(row);
    },

    /**
     * On start: publishes the product's agreement when none is, and puts it in place of the
     * template that earlier versions seeded under its version label, so no doula reads a
     * template. Says what it did: 'published', 'replaced' or nothing.
     */
    async seedDefault(): Promise<'published' | 'replaced' | null> {
      if (!(await findCurrentAgreement(db))) {
        await insertAgreement(db, {
          version: TEMPLATE_AGREEMENT_VERSION,
          content: TEMPLATE_AGREEMENT_TEXT,
          publishedBy: 'seed',
        }).catch(() => {}); // another server seeded it first
        return 'published';
      }
      const replaced = await replaceSeededTemplate(db, {
        version: TEMPLATE_AGREEMENT_VERSION,
        opening: EARLIER_TEMPLATE_OPENING,
        content: TEMPLATE_AGREEMENT_TEXT,
      });
      return replaced ? 'replaced' : null;
    },

    /** Whether any version is published yet. */
    async isPublished(): Promise<boolean> {
      return Boolean(await findCurrentAgreement(db));
    },

    /**
     * Publishes a new version (label and text trimmed, the console's rules whichever door it
     * came through). It is current at once, so every provider must accept it again.
     */
    async publish(input: AgreementPublishInput, by: string): Promise<OperatorAgreement> {
      const { version, content } = parseInput(agreementPublishSchema, input);
      if (await findAgreementByVersion(db, version)) throw duplicateVersion(version);
      try {
        const row = await insertAgreement(db, { version, content, publishedBy: by });
        return presentOperatorAgreement(row, row.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateVersion(version);
        throw error;
      }
    },

    async page(query: {
      limit: number;
      cursor?: string | undefined;
    }): Promise<RecordPage<OperatorAgreement>> {
      const [rows, current] = await Promise.all([
        listAgreementsPage(db, {
          limit: query.limit,
          after: query.cursor ? decodePosition(query.cursor) : undefined,
        }),
        findCurrentAgreement(db),
      ]);
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.position, id: row.id }),
        (row) => presentOperatorAgreement(row, current?.id),
      );
    },

    /** The newest versions, current first (for the command line). */
    async newest(limit = 100): Promise<OperatorAgreement[]> {
      const rows = await listAgreements(db, limit);
      return rows.map((row) => presentOperatorAgreement(row, rows[0]?.id));
    },
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
