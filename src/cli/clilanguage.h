#pragma once

// The language pilotctl speaks: its own messages and the core's go through Qt's translation
// (the catalogs of the GUI, embedded under :/i18n where the build has them).
#include <QCommandLineOption>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace pilot::cli {

/// One translation context ("pilot::cli") for pilotctl's own messages, so translators see them
/// side by side, apart from the GUI's.
struct CliTr
{
    Q_DECLARE_TR_FUNCTIONS(pilot::cli)
};

/// "de" or "en" as the environment asks, in POSIX order: LC_ALL, then LC_MESSAGES, then LANG,
/// the first that is set and not empty. A value starting with "de" (de, de_DE.UTF-8, de_AT) is
/// German; anything else (C, POSIX, en_US.UTF-8, fr_FR) is English, the language of the sources.
QString environmentLanguage();

/// The language pilotctl's messages take for a command's arguments (`args` without the command's
/// name): English with --json, whose output is for programs and must not depend on the user's
/// locale (the core writes its reasons into it in the language installed); else the value of
/// --lang when the command has that option and it is de or en; else environmentLanguage(). An
/// invalid --lang is the command's to refuse; until then the environment's language is spoken.
QString messageLanguage(const QStringList &args, bool hasLanguageOption);

/// Installs the catalogs of `language` ("de" or "en"), pilotctl's and Qt's own, where the build
/// has them; without them pilotctl speaks English. Replaces the ones installed before.
void installLanguage(const QString &language);

/// --lang LANG with the environment's language as its default (the language of a command's text
/// and of what it writes: a record, advice).
QCommandLineOption languageOption();

/// The value of --lang checked: -1 when it is de or en, else the usage error printed and its
/// exit code.
int checkLanguageOption(const QCommandLineParser &parser, const QString &command);

} // namespace pilot::cli
