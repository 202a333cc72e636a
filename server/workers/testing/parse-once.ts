import { endpoints } from '../../fpl/endpoints';
import { createPayloadParser } from '../payload-parser';

/**
 * Parses one payload in the parser's thread and returns: the process should then exit on its own
 * (payload-parser.test.ts), as a command that reads a snapshot must.
 */
const parser = createPayloadParser();
const status = await parser.parse(endpoints.eventStatus(), '{"status":[],"leagues":"Updated"}', 'test');
console.log(JSON.stringify(status));
