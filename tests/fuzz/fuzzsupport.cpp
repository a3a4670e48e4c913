#include "fuzzsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace pilot::fuzz {

namespace {

struct State
{
    int argc = 1;
    char name[16] = "pilot-fuzz";
    char *argv[2] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    std::unique_ptr<QTemporaryDir> dir;
};

State &state()
{
    // Never destroyed: libFuzzer leaves through exit() from its own threads and signal handlers.
    static State *s = [] {
        auto *st = new State;
        if (!QCoreApplication::instance())
            st->app = std::make_unique<QCoreApplication>(st->argc, st->argv);
        st->dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/pilot-fuzz-XXXXXX"));
        if (!st->dir->isValid()) {
            std::fprintf(stderr, "pilot-fuzz: cannot make a temporary folder\n");
            std::abort();
        }
        std::atexit([] { state().dir.reset(); });
        return st;
    }();
    return *s;
}

} // namespace

void init()
{
    state();
}

QString scratchDir()
{
    return state().dir->path();
}

QByteArray bytes(const uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

QString writeFile(const QString &relativePath, const QByteArray &data)
{
    const QString path = QDir(scratchDir()).filePath(relativePath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size()) {
        std::fprintf(stderr, "pilot-fuzz: cannot write %s\n", qPrintable(path));
        std::abort();
    }
    return path;
}

} // namespace pilot::fuzz
