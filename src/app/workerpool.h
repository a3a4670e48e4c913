#pragma once

class QThreadPool;

namespace pilot::app {

/// The threads the application's own background work runs on (reading runs, checks, exports,
/// saves): every QtConcurrent::run in the application names this pool. Not Qt's global pool,
/// because QtGui's raster engine splits large paints into pieces for the global pool and waits
/// for them: reading a run of millions of steps there held every repaint of the window back
/// until the read was done.
QThreadPool *workerPool();

} // namespace pilot::app
