/**
 * The bare relay (relay-server.ts) in a process of its own.
 * Usage: node --import tsx bench/reference/relay.ts <port> <provider base URL>
 */
import { createRelay } from './relay-server';

const [portArg, providerUrl] = process.argv.slice(2);
if (!portArg || !providerUrl) throw new Error('usage: relay.ts <port> <provider base URL>');
createRelay(providerUrl).listen(Number(portArg), '127.0.0.1');
