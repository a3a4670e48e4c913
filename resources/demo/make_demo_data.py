#!/usr/bin/python3
"""Writes the demo data sets of Migration Pilot (deterministic; rerun to reproduce them).

Task (fine-tuning, prompt -> completion): a German date, with the day as digits or as an
ordinal word, to ISO 8601 — "dreizehnter März 2024" -> "2024-03-13". Outputs are short, can be
scored exactly, and wrong ones are easy to read side by side ("2024-03-31" vs "2024-03-13").

Base-model corpus ({"text"} lines, for training the tiny base model from scratch): the pieces
the task is made of, never the task itself — dates in digits with their ISO form, ordinal words
with their numbers, months with their numbers, years in words, and number words.

  dates-train.jsonl       2,000 examples   dates-validation.jsonl   200 held-apart examples
  base-corpus.jsonl       5,700 lines      base-corpus-validation.jsonl 300 lines
"""
import datetime
import json
import os
import random

UNITS = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
TEENS = {10: "zehn", 11: "elf", 12: "zwölf", 13: "dreizehn", 14: "vierzehn", 15: "fünfzehn", 16: "sechzehn",
         17: "siebzehn", 18: "achtzehn", 19: "neunzehn"}
TENS = {2: "zwanzig", 3: "dreißig", 4: "vierzig", 5: "fünfzig", 6: "sechzig", 7: "siebzig", 8: "achtzig", 9: "neunzig"}
MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
          "Dezember"]


def cardinal(n):
    """German number word for 1..9999."""
    if n == 0:
        return "null"
    out = ""
    if n >= 1000:
        out += ("ein" if n // 1000 == 1 else cardinal(n // 1000)) + "tausend"
        n %= 1000
    if n >= 100:
        out += ("ein" if n // 100 == 1 else UNITS[n // 100]) + "hundert"
        n %= 100
    if n == 0:
        return out
    if n == 1:
        return out + "eins"
    if n < 10:
        return out + UNITS[n]
    if n < 20:
        return out + TEENS[n]
    unit, ten = n % 10, n // 10
    return out + (UNITS[unit] + "und" if unit else "") + TENS[ten]


def ordinal(n):
    """Ordinal for a day of the month, masculine nominative: erster, dritter, siebter, zwanzigster."""
    special = {1: "erster", 3: "dritter", 7: "siebter", 8: "achter"}
    if n in special:
        return special[n]
    word = cardinal(n)
    return word + ("ster" if n >= 20 else "ter")


def date_prompt(d, rng):
    day = ordinal(d.day) if rng.random() < 0.5 else f"{d.day}."
    return f"{day} {MONTHS[d.month - 1]} {d.year}"


def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
    os.makedirs(here, exist_ok=True)
    rng = random.Random(20261130)
    start = datetime.date(1990, 1, 1)
    days = [start + datetime.timedelta(days=i) for i in range((datetime.date(2039, 12, 31) - start).days + 1)]
    rng.shuffle(days)
    validation, train = days[:200], days[200:2200]

    def write(name, rows):
        with open(os.path.join(here, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")

    # The prompt ends in "= " like the corpus lines, so the base model knows an answer follows.
    write("dates-train.jsonl", [{"prompt": date_prompt(d, rng) + " = ", "completion": d.isoformat()} for d in train])
    write("dates-validation.jsonl", [{"prompt": date_prompt(d, rng) + " = ", "completion": d.isoformat()} for d in validation])

    corpus = []
    held_apart = set(validation)
    for _ in range(6000):
        kind = rng.random()
        if kind < 0.25:
            # Dates in digits only: the ISO layout, but no month names and no ordinal words.
            d = rng.choice(days)
            while d in held_apart:
                d = rng.choice(days)
            corpus.append(f"{d.day:02d}.{d.month:02d}.{d.year} = {d.isoformat()}")
        elif kind < 0.45:
            n = rng.randint(1, 31)
            corpus.append(f"{ordinal(n)} = {n}.")
        elif kind < 0.6:
            m = rng.randint(1, 12)
            corpus.append(f"{MONTHS[m - 1]} = {m:02d}")
        elif kind < 0.8:
            y = rng.randint(1990, 2039)
            corpus.append(f"{cardinal(y)} = {y}")
        else:
            n = rng.randint(1, 9999)
            corpus.append(f"{cardinal(n)} = {n}")
    write("base-corpus.jsonl", [{"text": t} for t in corpus[:5700]])
    write("base-corpus-validation.jsonl", [{"text": t} for t in corpus[5700:]])


if __name__ == "__main__":
    main()
