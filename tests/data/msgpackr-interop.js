'use strict';
// msgpackr's side of tests/810-compact-msgpackr-interop.phpt, 844 and 845.
//
//   node msgpackr-interop.js MODE < request.json > response.json
//
// Request and response are JSON objects; MessagePack messages travel as hex strings, values as JSON.
//   pack           {values}                    -> {messages}              useRecords, one message per value
//   unpack         {messages}                  -> {values}                useRecords
//   pack-shared    {values, structures[, max]} -> {messages, structures}  shared structures, as msgpackr left them
//   unpack-shared  {messages, structures}      -> {values}
//   unpack-loaded  {messages, structures}      -> {values}                a stored list loaded through getStructures(),
//                                                                         as msgpackr needs it beyond 32 lists
//   pack-bundled   {values[, records]}         -> {messages}              bundleStrings (useRecords unless records false)
//   pack-stream    {values}                    -> {stream}                PackrStream: the values' messages as one stream
//   unpack-stream  {stream, chunk}             -> {values}                UnpackrStream, fed chunk bytes at a time
// msgpackr is looked up in the node_modules directory named by MSGPACK_NODE_MODULES.
const path = require('path');

const modulesDir = process.env.MSGPACK_NODE_MODULES;
if (!modulesDir) {
	process.stderr.write('MSGPACK_NODE_MODULES (a node_modules directory holding msgpackr) is not set\n');
	process.exit(2);
}
const { Packr, Unpackr, PackrStream, UnpackrStream } = require(path.join(modulesDir, 'msgpackr'));

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
	'unpack-loaded'(request) {
		const unpackr = new Unpackr({ ...readOptions, getStructures: () => request.structures });
		return { values: request.messages.map((hex) => unpackr.unpack(fromHex(hex))) };
	},
	'pack-bundled'(request) {
		const packr = new Packr({ bundleStrings: true, useRecords: request.records !== false });
		return { messages: request.values.map((value) => toHex(packr.pack(value))) };
	},
}; // (the stream modes answer asynchronously: see below)

const streamModes = {
	'pack-stream'(request, done) {
		const stream = new PackrStream();
		const chunks = [];
		stream.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
		stream.on('end', () => done({ stream: Buffer.concat(chunks).toString('hex') }));
		request.values.forEach((value) => stream.write(value));
		stream.end();
	},
	'unpack-stream'(request, done) {
		const stream = new UnpackrStream(readOptions);
		const values = [];
		stream.on('data', (value) => values.push(value));
		stream.on('error', (error) => done({ values, error: error.message }));
		stream.on('end', () => done({ values }));
		const bytes = fromHex(request.stream);
		for (let i = 0; i < bytes.length; i += request.chunk) {
			stream.write(bytes.subarray(i, i + request.chunk));
		}
		stream.end();
	},
};

const mode = process.argv[2];
const has = (table) => Object.prototype.hasOwnProperty.call(table, mode);
if (!has(modes) && !has(streamModes)) {
	const all = Object.keys(modes).concat(Object.keys(streamModes));
	process.stderr.write(`usage: node msgpackr-interop.js (${all.join('|')}) < request.json\n`);
	process.exit(2);
}

// A BigInt left over (an int beyond 2^53) is printed as a string so that the difference shows instead of a crash.
const answer = (response) =>
	process.stdout.write(JSON.stringify(response, (key, value) => (typeof value === 'bigint' ? `${value}n` : value)));
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
	const request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
	if (has(modes)) {
		answer(modes[mode](request));
	} else {
		streamModes[mode](request, answer);
	}
});
