import Foundation

/// A command's wall time and the CPU time (user and system) of the processes it waited for,
/// with whether it succeeded.
typealias ChildTiming = (wall: Double, cpu: Double, ok: Bool)

/// Times `body`, which runs and waits for child processes: wall seconds, and the CPU seconds
/// `getrusage(RUSAGE_CHILDREN)` gained over it (every process waited for, with their own
/// children).
func timedChildren(_ body: () -> Bool) -> ChildTiming {
  var before = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &before)
  var ok = false
  let wall = seconds { ok = body() }
  var after = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &after)
  func cpu(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
  return (wall, cpu(after) - cpu(before), ok)
}

/// The median wall and median CPU time of several runs, and whether all succeeded.
func childMedians(_ runs: [ChildTiming]) -> ChildTiming {
  (medianOf(runs.map(\.wall)), medianOf(runs.map(\.cpu)), runs.allSatisfy(\.ok))
}
