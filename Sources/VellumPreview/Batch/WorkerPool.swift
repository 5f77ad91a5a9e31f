import Foundation

/// Runs batch jobs on worker processes (`vellum __worker`), one thread per worker feeding
/// it jobs from a shared queue. A worker that dies (a trap, a crash in C code) or overruns
/// the time limit or the memory limit fails only the job it was running; a fresh worker
/// takes over the rest.
final class WorkerPool: @unchecked Sendable {
  let executable: String
  let workers: Int
  let timeout: TimeInterval
  /// Resident memory a worker may use, in bytes; past it the worker is stopped.
  let memoryLimit: Int
  /// What a worker is started with: `__worker` for a catalog; nothing, and an environment
  /// that says so, for a copy of a test process (`SelfWorker`).
  let arguments: [String]
  let environment: [String: String]?
  private let lock = NSLock()
  private var next = 0

  /// The default `--memory-limit`: 2 GB per worker. The largest canvas at @3x is a 15 MB
  /// image and a typical worker stays under 200 MB, while a CI machine with 4 cores and
  /// 16 GB (GitHub's standard Linux runner) keeps half its memory free at `--jobs 4`.
  static let defaultMemoryLimit = 2048 << 20

  init(
    executable: String = WorkerPool.currentExecutable, workers: Int, timeout: TimeInterval = 300,
    memoryLimit: Int = WorkerPool.defaultMemoryLimit, arguments: [String] = ["__worker"],
    environment: [String: String]? = nil
  ) {
    self.executable = executable
    self.workers = max(workers, 1)
    self.timeout = timeout
    self.memoryLimit = memoryLimit
    self.arguments = arguments
    self.environment = environment
  }

  /// This process's executable, which is the worker too.
  static var currentExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// Runs every job; `done` is called once per job, serialised, as results arrive.
  func run(_ jobs: [BatchJob], done: @escaping @Sendable (Int, BatchResult) -> Void) {
    next = 0
    let group = DispatchGroup()
    for _ in 0..<min(workers, max(jobs.count, 1)) {
      group.enter()
      Thread.detachNewThread { [self] in
        drive(jobs, done: done)
        group.leave()
      }
    }
    group.wait()
  }

  private func take(_ count: Int) -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  private func report(_ done: (Int, BatchResult) -> Void, _ index: Int, _ result: BatchResult) {
    lock.withLock { done(index, result) }
  }

  private func drive(_ jobs: [BatchJob], done: (Int, BatchResult) -> Void) {
    var worker: WorkerProcess?
    while let index = take(jobs.count) {
      if worker == nil {
        do {
          worker = try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
        } catch {
          report(done, index, BatchResult(status: .failed, message: "cannot start a worker: \(error)"))
          continue
        }
      }
      guard let current = worker else { continue }
      let start = Date()
      var result: BatchResult
      switch current.ask(jobs[index].line, timeout: timeout, memoryLimit: memoryLimit) {
      case .answer(let line):
        result = BatchResult(line: line) ?? BatchResult(status: .failed, message: "unreadable answer")
      case .died(let why):
        result = BatchResult(status: .failed, message: why)
        worker = nil
      }
      result.seconds = Date().timeIntervalSince(start)
      report(done, index, result)
    }
    worker?.finish()
  }
}

/// One worker process and its pipes. Driven by one thread; its error text is locked.
final class WorkerProcess: @unchecked Sendable {
  enum Reply {
    case answer(String)
    case died(String)
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var buffer = Data()
  private let errorLock = NSLock()
  private var errorText = Data()

  init(executable: String, arguments: [String] = ["__worker"], environment: [String: String]? = nil) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.errorLock.withLock {
        self.errorText.append(data)
        if self.errorText.count > 16_384 { self.errorText = self.errorText.suffix(8_192) }
      }
    }
    try process.run()
  }

  /// Sends a job and waits for its answer line, the worker's death, the time limit, or its
  /// resident memory passing `memoryLimit` bytes (sampled every 20 ms).
  func ask(_ line: String, timeout: TimeInterval, memoryLimit: Int = WorkerPool.defaultMemoryLimit) -> Reply {
    do {
      try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    } catch {
      return .died(deathMessage())
    }
    let fd = output.fileHandleForReading.fileDescriptor
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        return .answer(line)
      }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
        return .died("timed out after \(Int(timeout)) s; the worker was stopped")
      }
      if let resident = residentBytes(), resident > memoryLimit {
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
        return .died(
          "used more than the memory limit of \(memoryLimit >> 20) MB (--memory-limit); the worker was stopped")
      }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 0.02) * 1000))
      if ready < 0 && errno != EINTR { return .died(deathMessage()) }
      if ready <= 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(fd, &chunk, chunk.count)
      if count <= 0 { return .died(deathMessage()) }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// The worker's resident memory in bytes, from `/proc/PID/statm` (Linux).
  private func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Why the worker died: its signal or exit status and the last line it wrote to stderr.
  private func deathMessage() -> String {
    process.waitForExit()
    let status = process.terminationStatus
    let how =
      process.terminationReason == .uncaughtSignal
      ? "crashed (signal \(status)\(status == SIGTRAP || status == SIGILL ? ", a trap" : ""))"
      : "exited with status \(status)"
    // Give the error reader a moment to drain what the worker wrote before it died.
    usleep(50_000)
    let text = errorLock.withLock { String(decoding: errorText, as: UTF8.self) }
    // The runtime's own line ("…: Fatal error: Index out of range"), not a stack frame,
    // so the message is the same on every run.
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let reason =
      lines.last { $0.contains("Fatal error") }
      ?? lines.last { !$0.isEmpty && !($0.first?.isNumber ?? false) && !$0.contains("0x") }
    return "the renderer \(how)" + (reason.map { ": \($0)" } ?? "")
  }

  /// Closes the worker's input so it exits, and waits for it.
  func finish() {
    try? input.fileHandleForWriting.close()
    process.waitForExit()
    errors.fileHandleForReading.readabilityHandler = nil
  }
}
