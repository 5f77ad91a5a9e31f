import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `vellum review [REPORT_DIR]`: serves the last `verify` report on 127.0.0.1 with Accept
/// and Reject on each image that differs and Accept all, and writes accepted goldens as
/// they are chosen. Runs until Ctrl-C; each decision is printed.
struct ReviewCommand {
  static let help = """
    usage: vellum review [REPORT_DIR] [options]

    Serves a verify report (default: .build/vellum-report) on http://127.0.0.1:PORT/ with
    Accept and Reject on each image that differs, and Accept all. Accepting makes the actual
    image the golden, written atomically and only into the goldens folder; rejecting keeps
    the golden. Only the served page can accept: other sites and other host names are refused.
      --goldens DIR             golden folder (default: Goldens)
      --port N                  port on 127.0.0.1 (default: 8766; 0 picks a free one)
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--goldens", "--port"], switches: ["--help"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    let acceptance = try GoldenAcceptance(args)
    let review = ReviewServer(acceptance: acceptance) { WatchCommand.say($0) }
    let port = try review.start(port: try args.port(default: 8766))
    let count = acceptance.candidates.count
    WatchCommand.say(
      "reviewing \(count) image\(count == 1 ? "" : "s") of \(acceptance.reportFolder.path) into "
        + "\(acceptance.goldens.path); open http://127.0.0.1:\(port)/")
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    while true { sleep(3600) }
  }
}
