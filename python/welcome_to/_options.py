"""The game's options as the Python environments take them: checked for their names and kinds here, for their values by the engine."""

from __future__ import annotations

from typing import Any

#: Each option of the engine's `createGame` an environment takes, and what it is (docs/api: GameOptions).
OPTIONS = {
    "players": "a number of players, or a list of the players' ids",
    "ruleset": "'collector' or 'original'",
    "rules": "a dict of single rule options",
    "variants": "a dict of variants: advancedPlans, roundabouts, expert (booleans)",
    "sheet": "'classic', 'ice-cream', 'christmas' or 'eggs'",
    "plans": "a list of three plans (ids or custom plans)",
    "stacks": "a list of three stacks (or one, solo) of cards",
    "deck": "a list of cards",
    "position": "a dict: a position to start from",
}

_KINDS: dict[str, tuple[type, ...]] = {
    "players": (int, list, tuple),
    "ruleset": (str,),
    "rules": (dict,),
    "variants": (dict,),
    "sheet": (str,),
    "plans": (list, tuple),
    "stacks": (list, tuple),
    "deck": (list, tuple),
    "position": (dict,),
}


def game_options(given: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """
    The options as JSON for the engine: `defaults` overridden by `given`, each name one the
    engine takes and each value of its kind (TypeError otherwise, saying what is expected).
    The values are the engine's to check: `create` refuses a bad one with its own
    message, raised as EngineError.
    """
    options = dict(defaults)
    for name, value in given.items():
        if name == "seed":
            raise TypeError("seed is not an option of the environment: give it to reset(seed=...), which starts each game with its seed")
        if name not in OPTIONS:
            known = ", ".join(OPTIONS)
            raise TypeError(f"{name!r} is not an option of the game; the options are: {known}")
        if value is None:
            options.pop(name, None)
            continue
        if not isinstance(value, _KINDS[name]) or isinstance(value, bool):
            raise TypeError(f"{name} must be {OPTIONS[name]}, not {value!r}")
        options[name] = list(value) if isinstance(value, tuple) else value
    return options
