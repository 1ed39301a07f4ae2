/* test_text.c: text from outside escaped for a terminal: controls, DEL, C1, broken UTF-8, caps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "rules/text.h"

static void escaped(const char *in, size_t max, const char *want)
{
	char *got = text_escape_new(in, max);

	assert_string_equal(got, want);
	free(got);
}

static void test_controls(void **state)
{
	(void)state;
	escaped("a\x1b[2Jb", 0, "a\\x1b[2Jb");
	escaped("tab\there\nline\rcr", 0, "tab\\there\\nline\\rcr");
	escaped("\x01\x7f", 0, "\\x01\\x7f");
	escaped("back\\slash", 0, "back\\slash");
}

static void test_utf8(void **state)
{
	(void)state;
	escaped("Honinbō ●", 0, "Honinbō ●");                  /* well-formed: kept */
	escaped("\xc2\x9b" "2J", 0, "\\u009b2J");                /* C1 CSI */
	escaped("bad\xff\xfe", 0, "bad\\xff\\xfe");
	escaped("\xc0\xaf", 0, "\\xc0\\xaf");                     /* overlong '/' */
	escaped("\xed\xa0\x80", 0, "\\xed\\xa0\\x80");            /* a surrogate */
	escaped("cut\xe2\x97", 0, "cut\\xe2\\x97");               /* a character cut short */
}

static void test_caps(void **state)
{
	char big[2000], out[16];

	(void)state;
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	char *got = text_escape_new(big, TEXT_QUOTE_MAX);
	assert_int_equal(strlen(got), TEXT_QUOTE_MAX + 3);
	assert_string_equal(got + TEXT_QUOTE_MAX, "...");
	free(got);
	escaped("ab●cd", 3, "ab...");                         /* never half a character */
	escaped("abc", 3, "abc");
	assert_string_equal(text_escape(out, sizeof out, "\x1b\x1b\x1b\x1b\x1b", 0), "\\x1b\\x1b\\x1b...");
	assert_string_equal(text_escape(out, sizeof out, "123456789012345", 0), "123456789012345");
	assert_string_equal(text_escape(out, sizeof out, "1234567890123456", 0), "123456789012...");
}

/* text_appendf adds to what is there, printf-style, and cuts at the buffer's end, terminated. */
static void test_appendf(void **state)
{
	(void)state;
	char buf[16] = "D4";

	assert_string_equal(text_appendf(buf, sizeof buf, ": %s %d", "dead", 3), "D4: dead 3");
	text_appendf(buf, sizeof buf, "; %s", "a long reason");
	assert_string_equal(buf, "D4: dead 3; a l");
	text_appendf(buf, sizeof buf, "more");
	assert_string_equal(buf, "D4: dead 3; a l");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_controls),
		cmocka_unit_test(test_utf8),
		cmocka_unit_test(test_caps),
		cmocka_unit_test(test_appendf),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
