/*
 * msgpack for PHP: the module (layer 4 of 4: wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * Module entry, the msgpack.* INI settings, start-up and shutdown, phpinfo(), and the registration of every class,
 * function and serializer the front ends implement. No encoding, decoding or API behaviour lives here.
 */

#include "msgpack_pecl.h"
#include "msgpack_lib.h"
#include "zend_interfaces.h"
#include "php_msgpack.h"
#include "ext/standard/info.h"
#include "ext/spl/spl_exceptions.h"
#include "msgpack_arginfo.h"

/* ---- INI ------------------------------------------------------------------------------------------------------- */

/* Every handler counts its writes (msgpack_settings.generation): the PECL front end derives its options from the
 * settings once per change, and the engine calls these for every write, the restore at request end included. */
static ZEND_INI_MH(OnUpdateSettingBool)
{
	zend_result result = OnUpdateBool(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);

	if (result == SUCCESS) {
		MSGPACK_G(settings).generation++;
	}
	return result;
}

static ZEND_INI_MH(OnUpdateMaxDepth)
{
	zend_long depth = zend_ini_parse_quantity_warn(new_value, entry->name);

	(void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;

	if (depth < 1 || depth > MSGPACK_MAX_DEPTH_LIMIT) {
		php_error_docref(NULL, E_WARNING, "msgpack.max_depth must be between 1 and %d", MSGPACK_MAX_DEPTH_LIMIT);
		return FAILURE;
	}
	MSGPACK_G(settings).max_depth = depth;
	MSGPACK_G(settings).generation++;
	/* (a BufferUnpacker's decode reads it: one that waits decodes again) */
	MSGPACK_G(lib_looks)++;
	return SUCCESS;
}

/* Whether value is one of the words PHP's INI parser and (bool) casts take for a boolean (php.ini turns On, true and
 * yes into "1", and Off, false, no and none into ""). */
static bool msgpack_ini_word(const zend_string *value, const char *const *words)
{
	for (; *words; words++) {
		size_t len = strlen(*words);
		if (ZSTR_LEN(value) == len && zend_binary_strcasecmp(ZSTR_VAL(value), len, *words, len) == 0) {
			return true;
		}
	}
	return false;
}

/*
 * msgpack.compact: 0 (plain both ways), read (both forms read, plain written), records, full (records and string
 * references written, both read); see docs/compact-mode.md. The words for false mean 0; those for true are refused:
 * "on" could mean reading or writing, and a writer turned on before its readers loses data (docs/ini.md).
 */
static ZEND_INI_MH(OnUpdateCompact)
{
	static const char *const off[] = {"", "0", "off", "false", "no", "none", NULL};
	static const char *const on[] = {"1", "on", "true", "yes", NULL};
	msgpack_settings *settings = &MSGPACK_G(settings);

	(void) entry; (void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;

	if (msgpack_ini_word(new_value, off)) {
		settings->compact = MSGPACK_COMPACT_OFF;
		settings->compact_read = false;
	} else if (zend_string_equals_literal_ci(new_value, "read")) {
		settings->compact = MSGPACK_COMPACT_OFF;
		settings->compact_read = true;
	} else if (zend_string_equals_literal_ci(new_value, "records")) {
		settings->compact = MSGPACK_COMPACT_RECORDS;
		settings->compact_read = true;
	} else if (zend_string_equals_literal_ci(new_value, "full")) {
		settings->compact = MSGPACK_COMPACT_FULL;
		settings->compact_read = true;
	} else if (msgpack_ini_word(new_value, on)) {
		php_error_docref(NULL, E_WARNING, "msgpack.compact must be 0, read, records or full, not \"%s\" (On, true "
			"and yes are 1 in php.ini): read reads compact data, records and full write it too", ZSTR_VAL(new_value));
		return FAILURE;
	} else {
		php_error_docref(NULL, E_WARNING, "msgpack.compact must be 0, read, records or full, not \"%.64s%s\"",
			ZSTR_VAL(new_value), ZSTR_LEN(new_value) > 64 ? "..." : "");
		return FAILURE;
	}
	settings->generation++;
	return SUCCESS;
}

PHP_INI_BEGIN()
	STD_PHP_INI_BOOLEAN("msgpack.error_display", "1", PHP_INI_ALL, OnUpdateSettingBool, settings.error_display,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.php_only", "1", PHP_INI_ALL, OnUpdateSettingBool, settings.php_only,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.assoc", "1", PHP_INI_ALL, OnUpdateSettingBool, settings.assoc,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.illegal_key_insert", "0", PHP_INI_ALL, OnUpdateSettingBool, settings.illegal_key_insert,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.use_str8_serialization", "1", PHP_INI_ALL, OnUpdateSettingBool,
		settings.use_str8_serialization, zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.force_f32", "0", PHP_INI_ALL, OnUpdateSettingBool, settings.force_f32,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.throw", "0", PHP_INI_ALL, OnUpdateSettingBool, settings.throw_errors,
		zend_msgpack_globals, msgpack_globals)
	PHP_INI_ENTRY("msgpack.max_depth", "4096", PHP_INI_ALL, OnUpdateMaxDepth)
	PHP_INI_ENTRY("msgpack.compact", "0", PHP_INI_ALL, OnUpdateCompact)
PHP_INI_END()

/* ---- module ---------------------------------------------------------------------------------------------------- */

static PHP_GINIT_FUNCTION(msgpack)
{
#if defined(COMPILE_DL_MSGPACK) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(msgpack_globals, 0, sizeof(*msgpack_globals));
}

static PHP_MINIT_FUNCTION(msgpack)
{
	REGISTER_INI_ENTRIES();
	msgpack_stack_limit_register();
	msgpack_frames_register();
	msgpack_scanner_startup();
	msgpack_decode_php_startup();

	msgpack_ce_can_be_packed = register_class_MessagePack_CanBePacked();
	msgpack_ce_can_pack = register_class_MessagePack_CanPack();
	msgpack_ce_extension = register_class_MessagePack_Extension(msgpack_ce_can_pack);
	msgpack_ce_pack_options = register_class_MessagePack_PackOptions();
	msgpack_ce_unpack_options = register_class_MessagePack_UnpackOptions();
	msgpack_ce_structures = register_class_MessagePack_Structures(zend_ce_countable);
	msgpack_lib_structures_class_init();
	msgpack_ce_packer = register_class_MessagePack_Packer();
	msgpack_lib_packer_class_init();
	msgpack_ce_buffer_unpacker = register_class_MessagePack_BufferUnpacker();
	msgpack_lib_unpacker_class_init();
	msgpack_ce_stream_unpacker = register_class_MessagePack_StreamUnpacker(zend_ce_aggregate);
	msgpack_lib_stream_unpacker_class_init();
	register_class_MessagePack_MessagePack();
	msgpack_ce_packing_failed = register_class_MessagePack_Exception_PackingFailedException(spl_ce_RuntimeException);
	msgpack_ce_unpacking_failed = register_class_MessagePack_Exception_UnpackingFailedException(spl_ce_RuntimeException);
	msgpack_ce_insufficient_data = register_class_MessagePack_Exception_InsufficientDataException(msgpack_ce_unpacking_failed);
	msgpack_ce_invalid_option = register_class_MessagePack_Exception_InvalidOptionException(spl_ce_InvalidArgumentException);
	msgpack_ce_timestamp_extension = register_class_MessagePack_Extension_TimestampExtension(msgpack_ce_extension);
	register_class_MessagePack_TypeTransformer_StreamTransformer(msgpack_ce_can_pack);
	msgpack_ce_traversable_transformer = register_class_MessagePack_TypeTransformer_TraversableTransformer(msgpack_ce_can_pack);
	msgpack_ce_bin = register_class_MessagePack_Type_Bin(msgpack_ce_can_be_packed);
	msgpack_ce_map = register_class_MessagePack_Type_Map(msgpack_ce_can_be_packed);
	msgpack_ce_ext = register_class_MessagePack_Type_Ext(msgpack_ce_can_be_packed);
	msgpack_ce_timestamp = register_class_MessagePack_Type_Timestamp();
	msgpack_ce_messagepack = register_class_MessagePack();
	msgpack_ce_messagepack_unpacker = register_class_MessagePackUnpacker();
	msgpack_pecl_classes_init();
	register_msgpack_symbols(module_number);

#ifdef HAVE_PHP_SESSION
	msgpack_pecl_session_register();
#endif
	msgpack_pecl_apc_register();
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(msgpack)
{
	msgpack_frames_unregister();
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_RINIT_FUNCTION(msgpack)
{
	(void) type; (void) module_number;
#if defined(COMPILE_DL_MSGPACK) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	msgpack_stack_limit_init();
	MSGPACK_G(frames) = NULL;
	/* (a fatal error in a destructor it counted left the last request without the decrement) */
	MSGPACK_G(lib_dropping) = 0;
	/* msgpack_last_error() says nothing about an earlier request of this process. */
	MSGPACK_G(last_error).code = 0;
	return SUCCESS;
}

/*
 * Cached keys and shape templates are request memory, released after every module's RSHUTDOWN: the session module
 * writes (and user code in __serialize() may unpack) after ours ran.
 */
static ZEND_MODULE_POST_ZEND_DEACTIVATE_D(msgpack)
{
	msgpack_codec_request_end();
	msgpack_lib_request_end();
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(msgpack)
{
	php_info_print_table_start();
	php_info_print_table_row(2, "MessagePack Support", "enabled");
#ifdef HAVE_PHP_SESSION
	php_info_print_table_row(2, "Session Support", "enabled");
#endif
	php_info_print_table_row(2, "MessagePack APCu Serializer ABI", MSGPACK_APC_SERIALIZER_ABI);
	php_info_print_table_row(2, "extension Version", PHP_MSGPACK_VERSION);
	/* PECL's row names its bundled msgpack-c headers; there are none here, so it names the version of the installed
	 * php_msgpack.h, the header other extensions build against. Scripts that parse PECL's rows find them all. */
	php_info_print_table_row(2, "header Version", PHP_MSGPACK_VERSION);
	php_info_print_table_end();

	DISPLAY_INI_ENTRIES();
}

/* Optional: when loaded, session and APCu start first, so that MINIT finds their serializer registries. */
static const zend_module_dep msgpack_deps[] = {
	ZEND_MOD_OPTIONAL("session")
	ZEND_MOD_OPTIONAL("apcu")
	ZEND_MOD_END
};

zend_module_entry msgpack_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	msgpack_deps,
	"msgpack",
	ext_functions,
	PHP_MINIT(msgpack),
	PHP_MSHUTDOWN(msgpack),
	PHP_RINIT(msgpack),
	NULL,
	PHP_MINFO(msgpack),
	PHP_MSGPACK_VERSION,
	PHP_MODULE_GLOBALS(msgpack),
	PHP_GINIT(msgpack),
	NULL,
	ZEND_MODULE_POST_ZEND_DEACTIVATE_N(msgpack),
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_MSGPACK
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(msgpack)
#endif
