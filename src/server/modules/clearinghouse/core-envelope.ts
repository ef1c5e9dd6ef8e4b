import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CORE_RULE_VERSION, type RealTimeFailure } from '#domain/clearinghouse/realtime';

/**
 * The CAQH CORE real-time envelope (SOAP 1.2, WS-Security UsernameToken): written for a request
 * and read from an answer with fast-xml-parser. A leaf of the transport: no network, no secrets
 * kept.
 */

export const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const CORE_NS = 'http://www.caqh.org/SOAP/WSDL/CORERule2.2.0.xsd';
export const WSSE_NS =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';

/** The fields of a CORE real-time envelope, request or answer. */
export interface CoreEnvelope {
  payloadType: string;
  processingMode: string;
  payloadId: string;
  timeStamp: string;
  senderId: string;
  receiverId: string;
  coreRuleVersion: string;
  payload: string;
  errorCode?: string;
  errorMessage?: string;
}

export interface RequestEnvelopeInput {
  payloadType: string;
  payload: string;
  payloadId: string;
  timeStamp: Date;
  senderId: string;
  receiverId: string;
  username: string;
  password: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
});

/** CORE wants the time in UTC as xsd:dateTime, without fractions of a second. */
const coreTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/** The request as the endpoint reads it; text is escaped by the builder, never concatenated. */
export function requestEnvelope(input: RequestEnvelopeInput): string {
  return builder.build({
    'soapenv:Envelope': {
      '@_xmlns:soapenv': SOAP_NS,
      'soapenv:Header': {
        'wsse:Security': {
          '@_xmlns:wsse': WSSE_NS,
          '@_soapenv:mustUnderstand': 'true',
          'wsse:UsernameToken': {
            'wsse:Username': input.username,
            'wsse:Password': { '@_Type': PASSWORD_TEXT, '#text': input.password },
          },
        },
      },
      'soapenv:Body': {
        'cor:COREEnvelopeRealTimeRequest': {
          '@_xmlns:cor': CORE_NS,
          PayloadType: input.payloadType,
          ProcessingMode: 'RealTime',
          PayloadID: input.payloadId,
          TimeStamp: coreTime(input.timeStamp),
          SenderID: input.senderId,
          ReceiverID: input.receiverId,
          CORERuleVersion: CORE_RULE_VERSION,
          Payload: input.payload,
        },
      },
    },
  }) as string;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

/** An envelope that could be read, or why not. */
export type ReadEnvelope =
  | { kind: 'request' | 'answer'; envelope: CoreEnvelope; username?: string; password?: string }
  | { kind: 'fault'; failure: Extract<RealTimeFailure, 'login_refused' | 'core_error'> }
  | { kind: 'unreadable' };

type Node = Record<string, unknown>;
const nodeAt = (node: unknown, key: string): Node | undefined => {
  const child = (node as Node | undefined)?.[key];
  return typeof child === 'object' && child !== null ? (child as Node) : undefined;
};
const textOf = (node: Node, key: string): string => {
  const value = node[key];
  if (typeof value === 'string') return value;
  // An element with attributes ignored but mixed content, or an empty element.
  return typeof value === 'object' && value !== null && '#text' in value
    ? String((value as Node)['#text'])
    : '';
};

/** WS-Security's codes for a refused login (a SOAP fault's subcode). */
const loginFaults = /FailedAuthentication|InvalidSecurityToken|InvalidSecurity|Unauthorized/i;

/**
 * Reads a SOAP 1.2 envelope holding a CORE real-time request or answer, or a fault. A DTD is
 * refused outright: SOAP forbids one, and entity expansion is the classic XML bomb.
 */
export function readEnvelope(xml: string): ReadEnvelope {
  if (/<!DOCTYPE/i.test(xml)) return { kind: 'unreadable' };
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    return { kind: 'unreadable' };
  }
  const envelope = nodeAt(document, 'Envelope');
  const body = nodeAt(envelope, 'Body');
  if (!body) return { kind: 'unreadable' };
  const fault = nodeAt(body, 'Fault');
  if (fault) {
    return {
      kind: 'fault',
      failure: loginFaults.test(JSON.stringify(fault)) ? 'login_refused' : 'core_error',
    };
  }
  const request = nodeAt(body, 'COREEnvelopeRealTimeRequest');
  const answer = nodeAt(body, 'COREEnvelopeRealTimeResponse');
  const core = request ?? answer;
  if (!core) return { kind: 'unreadable' };
  const token = nodeAt(nodeAt(nodeAt(envelope, 'Header'), 'Security'), 'UsernameToken');
  return {
    kind: request ? 'request' : 'answer',
    envelope: {
      payloadType: textOf(core, 'PayloadType'),
      processingMode: textOf(core, 'ProcessingMode'),
      payloadId: textOf(core, 'PayloadID'),
      timeStamp: textOf(core, 'TimeStamp'),
      senderId: textOf(core, 'SenderID'),
      receiverId: textOf(core, 'ReceiverID'),
      coreRuleVersion: textOf(core, 'CORERuleVersion'),
      payload: textOf(core, 'Payload'),
      ...(answer
        ? { errorCode: textOf(core, 'ErrorCode'), errorMessage: textOf(core, 'ErrorMessage') }
        : {}),
    },
    ...(token ? { username: textOf(token, 'Username'), password: textOf(token, 'Password') } : {}),
  };
}

/** An answer envelope (for the test endpoint, and the shape this product expects back). */
export function answerEnvelope(envelope: CoreEnvelope): string {
  return builder.build({
    'soapenv:Envelope': {
      '@_xmlns:soapenv': SOAP_NS,
      'soapenv:Body': {
        'cor:COREEnvelopeRealTimeResponse': {
          '@_xmlns:cor': CORE_NS,
          PayloadType: envelope.payloadType,
          ProcessingMode: envelope.processingMode,
          PayloadID: envelope.payloadId,
          TimeStamp: envelope.timeStamp,
          SenderID: envelope.senderId,
          ReceiverID: envelope.receiverId,
          CORERuleVersion: envelope.coreRuleVersion,
          Payload: envelope.payload,
          ErrorCode: envelope.errorCode ?? 'Success',
          ErrorMessage: envelope.errorMessage ?? '',
        },
      },
    },
  }) as string;
}
