// pilot::removeTree, which the trainer uses for staging folders and rotated checkpoints: it
// removes whole trees, follows no link, and stops at an absurd depth.
#include "common/removetree.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

#include <sys/stat.h>

namespace fs = std::filesystem;

namespace {

void writeFile(const fs::path &path, const char *text)
{
    std::ofstream(path) << text;
}

} // namespace

class TestRemoveTree : public QObject
{
    Q_OBJECT

private slots:
    void removesAWholeTree()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        const fs::path tree = root / "step-000009";
        fs::create_directories(tree / "a" / "b" / "c");
        fs::create_directories(tree / "empty");
        writeFile(tree / "model.safetensors", "x");
        writeFile(tree / "a" / "b" / "c" / "deep.txt", "y");
        QCOMPARE(::mkfifo((tree / "a" / "pipe").c_str(), 0600), 0); // removed, never opened

        std::error_code error;
        QVERIFY(pilot::removeTree(tree.string(), error));
        QVERIFY2(!error, error.message().c_str());
        QVERIFY(!fs::exists(fs::symlink_status(tree)));
        QVERIFY(fs::exists(root)); // the parent stays
    }

    void followsNoLink()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        const fs::path outside = root / "outside";
        fs::create_directories(outside / "inner");
        writeFile(outside / "keep.txt", "keep");
        writeFile(outside / "inner" / "keep2.txt", "keep");
        const fs::path tree = root / "tree";
        fs::create_directories(tree);
        fs::create_directory_symlink(outside, tree / "to-folder");
        fs::create_symlink(outside / "keep.txt", tree / "to-file");
        fs::create_symlink(root / "nowhere", tree / "dangling");

        QVERIFY_THROWS_NO_EXCEPTION(pilot::removeTree(tree.string()));
        QVERIFY(!fs::exists(fs::symlink_status(tree)));
        QVERIFY(fs::exists(outside / "keep.txt"));
        QVERIFY(fs::exists(outside / "inner" / "keep2.txt"));

        // A link given as the path itself: the link goes, what it points to stays.
        const fs::path link = root / "link";
        fs::create_directory_symlink(outside, link);
        std::error_code error;
        QVERIFY(pilot::removeTree(link.string(), error));
        QVERIFY(!fs::exists(fs::symlink_status(link)));
        QVERIFY(fs::exists(outside / "inner" / "keep2.txt"));
    }

    void aMissingPathIsNoError()
    {
        QTemporaryDir tmp;
        std::error_code error = std::make_error_code(std::errc::io_error);
        QVERIFY(pilot::removeTree((tmp.path() + QStringLiteral("/absent")).toStdString(), error));
        QVERIFY(!error);
    }

    void aPlainFileIsRemoved()
    {
        QTemporaryDir tmp;
        const fs::path file = fs::path(tmp.path().toStdString()) / "COMPLETE";
        writeFile(file, "step 3\n");
        std::error_code error;
        QVERIFY(pilot::removeTree(file.string(), error));
        QVERIFY(!fs::exists(file));
    }

    void refusesAnAbsurdDepthAndSaysWhere()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        fs::path deep = root / "tree";
        for (int i = 0; i < 200; ++i)
            deep /= "d";
        fs::create_directories(deep);
        writeFile(deep / "leaf.txt", "z");

        std::error_code error;
        QVERIFY(!pilot::removeTree((root / "tree").string(), error));
        QCOMPARE(error, std::make_error_code(std::errc::filename_too_long));
        QVERIFY(fs::exists(deep / "leaf.txt")); // stopped before touching the deep end

        try {
            pilot::removeTree((root / "tree").string());
            QFAIL("no exception");
        } catch (const std::system_error &e) {
            QVERIFY2(QByteArray(e.what()).contains((root / "tree").string().c_str()), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestRemoveTree)
#include "tst_removetree.moc"
