/*
 * fuzz.h: what the fuzz harnesses (tests/fuzz/fuzz_*.c) share.
 *
 * Each harness is one function, fuzz_NAME(data, size), that runs one input and aborts when an
 * invariant fails.  Built for libFuzzer (FUZZ_LIBFUZZER defined, by tests/fuzz/fuzz.mk) FUZZ_TARGET
 * makes it the fuzzer's entry point; built for `make check`, tests/fuzz/fuzz_replay.c calls every
 * harness by name on the files it is given (the seeds and the inputs that once crashed).
 *
 * The harnesses of the board and the GTP engine never touch the machine's files: the program is
 * linked with --wrap=atomic_write,--wrap=atomic_writable,--wrap=sgf_read_file (and sensei_read_file,
 * the diagrams load reads), and fuzz_sandbox.c
 * keeps what is saved in memory, for the input's own loads (see fuzz_files_reset); with
 * --wrap=life_options_init too, every analysis reads with small budgets.
 */
#ifndef TENGEN_FUZZ_H
#define TENGEN_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#ifdef FUZZ_LIBFUZZER
#define FUZZ_TARGET(fn)                                                            \
	int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);              \
	int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return fn(data, size); }
#else
#define FUZZ_TARGET(fn)
#endif

/* Abort with the harness's name and what failed unless ok: libFuzzer keeps the input. */
void fuzz_check(int ok, const char *harness, const char *what);

/* Forget every file saved in memory, then hold the SGF files of tests/gtp and tests/script under
 * their own names (as the GTP and script tests load them).  Call at the start of each input. */
void fuzz_files_reset(void);

int fuzz_sgf(const uint8_t *data, size_t size);
int fuzz_gtp(const uint8_t *data, size_t size);
int fuzz_command(const uint8_t *data, size_t size);
int fuzz_script(const uint8_t *data, size_t size);
int fuzz_ruleset(const uint8_t *data, size_t size);
int fuzz_diagram(const uint8_t *data, size_t size);
int fuzz_sensei(const uint8_t *data, size_t size);

#endif
