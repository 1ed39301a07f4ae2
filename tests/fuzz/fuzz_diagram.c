/*
 * fuzz_diagram.c: the board diagram parser (board_from_diagram, what tests/diagram.h builds boards
 * with) under the fuzzer (`make fuzz-diagram`).
 *
 * A text either fails with a message or gives a board that, written as a diagram with and without
 * coordinates, reads back equal; the board's chains and their liberties are those of the same
 * stones set one by one on an empty board.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "tests/fuzz/fuzz.h"

static void fuzz_diagram_back(const struct board *b, bool coords)
{
	static char text[16384];
	struct board back;
	char err[256];

	size_t need = board_to_diagram(b, coords, text, sizeof text);
	fuzz_check(need < sizeof text, "diagram", "a diagram longer than any board's");
	fuzz_check(board_from_diagram(&back, text, err, sizeof err) == 0, "diagram",
		   "a written diagram does not read back");
	fuzz_check(board_equal(b, &back), "diagram", "a written diagram reads back another board");
}

int fuzz_diagram(const uint8_t *data, size_t size)
{
	struct board b, set;
	char err[256];
	char *text = malloc(size + 1);

	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	err[0] = '\0';
	if (board_from_diagram(&b, text, err, sizeof err) != 0) {
		fuzz_check(err[0] != '\0', "diagram", "a refusal without a message");
		free(text);
		return 0;
	}
	fuzz_diagram_back(&b, true);
	fuzz_diagram_back(&b, false);
	board_init(&set, b.size);
	BOARD_FOREACH(&b, p)
		if (b.color[p] != EMPTY)
			board_set(&set, p, (enum color)b.color[p]);
	fuzz_check(board_equal(&b, &set), "diagram", "the stones set one by one make another board");
	BOARD_FOREACH(&b, p)
		if (b.color[p] != EMPTY)
			fuzz_check(board_libs(&b, p) == board_libs(&set, p), "diagram", "a chain's liberties differ");
	free(text);
	return 0;
}
FUZZ_TARGET(fuzz_diagram)
