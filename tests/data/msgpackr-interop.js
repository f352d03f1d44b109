'use strict';
// msgpackr's side of tests/810-compact-msgpackr-interop.phpt.
//
//   node msgpackr-interop.js MODE < request.json > response.json
//
// Request and response are JSON objects; MessagePack messages travel as hex strings, values as JSON.
//   pack           {values}                    -> {messages}              useRecords, one message per value
//   unpack         {messages}                  -> {values}                useRecords
//   pack-shared    {values, structures[, max]} -> {messages, structures}  shared structures, as msgpackr left them
//   unpack-shared  {messages, structures}      -> {values}
// msgpackr is looked up in the node_modules directory named by MSGPACK_NODE_MODULES.
const path = require('path');

const modulesDir = process.env.MSGPACK_NODE_MODULES;
if (!modulesDir) {
	process.stderr.write('MSGPACK_NODE_MODULES (a node_modules directory holding msgpackr) is not set\n');
	process.exit(2);
}
const { Packr, Unpackr } = require(path.join(modulesDir, 'msgpackr'));

// useRecords alone reads plain maps as Map (JSON.stringify gives {} for any Map), and 64-bit ints as BigInt
// (which JSON.stringify rejects): ask for plain objects and for numbers where they are exact.
const readOptions = { useRecords: true, mapsAsObjects: true, int64AsType: 'auto' };

// pack() returns a view of a buffer that the next pack() reuses: take the hex at once.
const toHex = (buffer) => Buffer.from(buffer).toString('hex');
const fromHex = (hex) => Buffer.from(hex, 'hex');

const modes = {
	pack(request) {
		const packr = new Packr({ useRecords: true });
		return { messages: request.values.map((value) => toHex(packr.pack(value))) };
	},
	unpack(request) {
		const unpackr = new Unpackr(readOptions);
		return { values: request.messages.map((hex) => unpackr.unpack(fromHex(hex))) };
	},
	'pack-shared'(request) {
		// msgpackr appends the key lists it shares to this very array.
		const structures = request.structures;
		const packr = new Packr({ useRecords: true, structures, maxSharedStructures: request.max ?? 32 });
		const messages = request.values.map((value) => toHex(packr.pack(value)));
		return { messages, structures: structures.map((keys) => Array.from(keys)) };
	},
	'unpack-shared'(request) {
		const unpackr = new Unpackr({ ...readOptions, structures: request.structures });
		return { values: request.messages.map((hex) => unpackr.unpack(fromHex(hex))) };
	},
};

const mode = process.argv[2];
if (!Object.prototype.hasOwnProperty.call(modes, mode)) {
	process.stderr.write(`usage: node msgpackr-interop.js (${Object.keys(modes).join('|')}) < request.json\n`);
	process.exit(2);
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
	const response = modes[mode](JSON.parse(Buffer.concat(chunks).toString('utf8')));
	// A BigInt left over (an int beyond 2^53) is printed as a string so that the difference shows instead of a crash.
	process.stdout.write(JSON.stringify(response, (key, value) => (typeof value === 'bigint' ? `${value}n` : value)));
});
