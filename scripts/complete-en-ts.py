#!/usr/bin/env python3
"""Completes translations/cga_en.ts: English is the source language, so every message translates to its source text,
and every %n message gets its singular and plural form ("%n error(s)" -> "%n error" / "%n errors").
Messages already finished are left alone, so hand-written forms survive. Run by scripts/update-translations.sh."""
import sys
import xml.etree.ElementTree as ET

# Singular forms that need more than dropping "(s)"; the plural drops the parentheses ("(s)" -> "s").
SINGULAR = {
    "The configuration has %n error(s); nothing was written. Fix them first (cga validate explains each one).":
        "The configuration has %n error; nothing was written. Fix it first (cga validate explains it).",
}


def forms(source):
    singular = SINGULAR.get(source, source.replace("(s)", ""))
    plural = source.replace("(s)", "s")
    return [singular, plural]


def main(path):
    tree = ET.parse(path)
    changed = 0
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        if tr is None or tr.get("type") in ("obsolete", "vanished"):
            continue
        numerus = message.get("numerus") == "yes"
        texts = [n.text or "" for n in tr.findall("numerusform")] if numerus else [tr.text or ""]
        if tr.get("type") != "unfinished" and all(t.strip() for t in texts) and (not numerus or len(texts) == 2):
            continue
        source = message.find("source").text or ""
        for child in list(tr):
            tr.remove(child)
        if numerus:
            tr.text = None
            for text in forms(source):
                ET.SubElement(tr, "numerusform").text = text
        else:
            tr.text = source
        tr.attrib.pop("type", None)
        changed += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print(f"{path}: completed {changed} English message(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "translations/cga_en.ts")
