--TEST--
MessagePack\BufferUnpacker: getRemainingCount(), hasRemaining() and release() (also at the end of the buffer)
--FILE--
<?php
use MessagePack\BufferUnpacker;

$u = new BufferUnpacker("\x01\x02\x03\xa2ab");
var_dump($u->getRemainingCount(), $u->hasRemaining());

// nothing consumed: release drops nothing
var_dump($u->release(), $u->getRemainingCount());

$u->unpack();
$u->unpack();
var_dump($u->getRemainingCount());
var_dump($u->release());
var_dump($u->getRemainingCount(), $u->unpack(), $u->unpack());
var_dump($u->hasRemaining(), $u->getRemainingCount());

// at the end of the buffer release drops everything and leaves ''
var_dump($u->release(), $u->getRemainingCount(), $u->hasRemaining());
var_dump($u->release());
$u->append("\x07");
var_dump($u->getRemainingCount(), $u->unpack());

// after release() the offsets used by seek() are relative to the new buffer start
$u->reset("\x01\x02\x03\x04");
$u->skip(2);
var_dump($u->release(), $u->getRemainingCount(), $u->unpack());
$u->seek(0);
var_dump($u->unpack());

// released data is gone for good: seek(0) now starts at the first kept byte
$u->reset("\x11\x12\x13");
$u->unpack();
$u->release();
var_dump($u->seek(0)->unpack());

// hasRemaining() and getRemainingCount() follow append() and read()
$u = new BufferUnpacker();
var_dump($u->hasRemaining());
$u->append('xyz');
var_dump($u->hasRemaining(), $u->getRemainingCount());
$u->read(3);
var_dump($u->hasRemaining(), $u->getRemainingCount());
var_dump($u->release(), $u->release());
?>
--EXPECT--
int(6)
bool(true)
int(0)
int(6)
int(4)
int(2)
int(4)
int(3)
string(2) "ab"
bool(false)
int(0)
int(4)
int(0)
bool(false)
int(0)
int(1)
int(7)
int(2)
int(2)
int(3)
int(3)
int(18)
bool(false)
bool(true)
int(3)
bool(false)
int(0)
int(3)
int(0)
