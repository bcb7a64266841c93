"""Word wrap, bold keywords and fitting text into a box."""

from __future__ import annotations

from client.cards.compose import fit_text, layout_text, parse_markup


def test_markup_marks_bold_keywords_inside_a_line() -> None:
    spans = parse_markup("**Crit:** Deal 1 damage.\nTaunt.")
    assert [(s.text, s.bold) for s in spans[0]] == [("Crit:", True), (" Deal 1 damage.", False)]
    assert [(s.text, s.bold) for s in spans[1]] == [("Taunt.", False)]


def test_wrapped_lines_stay_inside_the_width() -> None:
    text = "Play only when a **Physical** attack targets this character or an adjacent ally. Negate it."
    layout = layout_text(text, 120, 12)
    assert len(layout.lines) > 2
    for box in layout.line_boxes((10, 20)):
        # ink may start a pixel left of the pen (a glyph's negative side bearing)
        assert box[0] >= 9 and box[2] <= 130


def test_bold_word_glued_to_punctuation_does_not_break_apart() -> None:
    layout = layout_text("x **Physical**) y", 1000, 12)
    texts = [p.text for p in layout.lines[0].pieces]
    assert texts == ["x", "Physical", ")", "y"]
    pieces = layout.lines[0].pieces
    assert pieces[2].x > pieces[1].x


def test_a_word_longer_than_the_width_is_split() -> None:
    layout = layout_text("Supercalifragilisticexpialidocious", 40, 12)
    assert len(layout.lines) > 1
    assert all(box[2] - box[0] <= 40 for box in layout.line_boxes((0, 0)))


def test_fit_text_shrinks_to_fit_the_height() -> None:
    text = "Deal 2 damage to debuffed enemy at the end of ticks 5 and 10. " * 2
    layout = fit_text(text, 140, 60, 16, 6)
    assert layout.px < 16 and layout.height <= 60 and not layout.clipped


def test_fit_text_below_the_minimum_drops_lines_with_an_ellipsis() -> None:
    layout = fit_text("word " * 200, 60, 30, 12, 10)
    assert layout.clipped
    assert layout.lines[-1].pieces[-1].text == "…"
    assert all(box[3] <= 30 for box in layout.line_boxes((0, 0)))


def test_the_ellipsis_of_clipped_text_stays_inside_the_width() -> None:
    layout = fit_text("abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh", 60, 14, 12, 12)
    assert layout.clipped and layout.px == 12
    assert all(box[2] <= 60 for box in layout.line_boxes((0, 0)))
