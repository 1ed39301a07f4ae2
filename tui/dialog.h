/*
 * dialog.h: the new-game dialogue: size, rules, komi, handicap and the players' names.
 *
 * Up and Down choose a field, Left and Right change it (names are typed), Enter starts the game
 * by running one `new size=.. rules=.. komi=.. handicap=.. black=.. white=..` command, Escape
 * leaves everything as it was.
 */
#ifndef TENGEN_DIALOG_H
#define TENGEN_DIALOG_H

#define DIALOG_NAME_MAX 64

struct mode;

enum dialog_field { DIALOG_SIZE, DIALOG_RULES, DIALOG_KOMI, DIALOG_HANDICAP, DIALOG_BLACK,
		    DIALOG_WHITE, DIALOG_START, DIALOG_FIELDS };

struct dialog {
	enum dialog_field field;           /* the selected field */
	int size;
	int rules;                         /* a preset index (ruleset_preset_name) */
	int komi2;
	int handicap;
	char names[2][DIALOG_NAME_MAX];    /* Black's and White's */
};

/* The dialogue as an overlay mode of the app (app.h). */
extern const struct mode dialog_mode;

#endif
