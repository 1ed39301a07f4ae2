# fuzz.mk: the libFuzzer harnesses (tests/fuzz/fuzz_*.c), built with clang and its sanitizers from
# the source lists of Makefile.am, which runs this file (`make fuzz`, `make fuzz-NAME`,
# `make fuzz-build`) and passes them: LIB_C (the library) and TUI_C (the board's and the GTP
# engine's C files), with srcdir, pkgdatadir, abs_top_srcdir, abs_top_builddir, LIBEDIT_CFLAGS,
# LIBEDIT_LIBS, FUZZ_CC and FUZZ_TIME.  A separate makefile because it needs GNU make's pattern
# rules: every source is compiled once into tests/fuzz/obj/ and shared by all the harnesses.

FUZZERS = sgf gtp command script ruleset diagram sensei
FUZZ_CC = clang
FUZZ_TIME = 60
FUZZ_TIMEOUT = 10
F = tests/fuzz
S = $(srcdir)/tests/fuzz

SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS = -g -O1 -std=gnu11 $(SANITIZE) -DHAVE_CONFIG_H -I$(srcdir) -I. $(LIBEDIT_CFLAGS) \
	-DTENGEN_PKGDATADIR='"$(pkgdatadir)"' -DTENGEN_SRCDIR='"$(abs_top_srcdir)"' \
	-DTENGEN_BUILDDIR='"$(abs_top_builddir)"'
FUZZ_LIBS = -Wl,--wrap=atomic_write -Wl,--wrap=atomic_writable -Wl,--wrap=sgf_read_file -Wl,--wrap=life_options_init -Wl,--wrap=sensei_read_file -Wl,--wrap=engine_start $(F)/obj/libtui.a $(F)/obj/libtengen.a \
	$(LIBEDIT_LIBS) -lutil -lm

LIB_O = $(patsubst %.c,$(F)/obj/%.o,$(LIB_C))
TUI_O = $(patsubst %.c,$(F)/obj/%.o,$(TUI_C))
HARNESS_O = $(F)/obj/fuzz_sandbox.o

all: $(addprefix $(F)/fuzz_,$(FUZZERS))

$(F)/obj/%.o: $(srcdir)/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@
$(F)/obj/fuzz_%.o: $(S)/fuzz_%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -DFUZZ_LIBFUZZER -MMD -MP -c $< -o $@
-include $(LIB_O:.o=.d) $(TUI_O:.o=.d) $(patsubst %,$(F)/obj/fuzz_%.d,$(FUZZERS) files)

$(F)/obj/libtengen.a: $(LIB_O)
	rm -f $@ && ar cr $@ $^ && ranlib $@
$(F)/obj/libtui.a: $(TUI_O)
	rm -f $@ && ar cr $@ $^ && ranlib $@

# fuzz_sandbox.o is not a harness: built without FUZZ_LIBFUZZER (the rule above defines it, harmless).
$(F)/fuzz_%: $(F)/obj/fuzz_%.o $(HARNESS_O) $(F)/obj/libtui.a $(F)/obj/libtengen.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $< $(HARNESS_O) $(FUZZ_LIBS) -o $@

# The seeds of each harness, taken from the tests (seeds.sh), afresh for each run.
SEEDS = $(F)/run/seeds
$(SEEDS)/%: FORCE
	top_srcdir=$(abs_top_srcdir) $(SHELL) $(S)/seeds.sh $* $@
FORCE:

# Run one harness for FUZZ_TIME seconds on its seeds, the inputs that once crashed it and the
# corpus it grew before; a crash, a leak, a timeout or too much memory fails.
MAXLEN_sgf = 4096
MAXLEN_gtp = 1024
MAXLEN_command = 8192
MAXLEN_script = 8192
MAXLEN_ruleset = 128
MAXLEN_diagram = 1024
MAXLEN_sensei = 4096
run-%: $(F)/fuzz_% $(SEEDS)/% FORCE
	$(SHELL) $(S)/fuzz-run.sh $* $(F)/fuzz_$* -max_total_time=$(FUZZ_TIME) -timeout=$(FUZZ_TIMEOUT) \
		-max_len=$(MAXLEN_$*) -dict=$(S)/$*.dict -- $(F)/run/corpus/$* $(SEEDS)/$* $(S)/crashes/$*
run: $(addprefix run-,$(FUZZERS))

.PHONY: all run FORCE
.SECONDARY:
