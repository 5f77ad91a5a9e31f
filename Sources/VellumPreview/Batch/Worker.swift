import Foundation
import Vellum
import VellumCairo

/// The worker side of batch runs (`vellum __worker`): reads jobs from standard input, one
/// per line, and answers each with one line. Runs in its own process, so a preview that
/// traps takes only its worker down, and the coordinator reports it and goes on.
struct Worker {
  let previews: [Preview]

  func run() -> Int32 {
    // Answers go to the original standard output; anything a preview prints goes to
    // standard error, so it cannot garble an answer.
    let replies = FileHandle(fileDescriptor: dup(1), closeOnDealloc: true)
    dup2(2, 1)
    func reply(_ result: BatchResult) { replies.write(Data((result.line + "\n").utf8)) }
    let renderer: ImageRenderer
    do { renderer = try ImageRenderer() } catch {
      reply(BatchResult(status: .failed, message: "\(error)"))
      return 1
    }
    while let line = readLine(strippingNewline: true) {
      guard let job = BatchJob(line: line), previews.indices.contains(job.preview) else {
        reply(BatchResult(status: .failed, message: "unreadable job"))
        continue
      }
      reply(perform(job, renderer))
    }
    return 0
  }

  func perform(_ job: BatchJob, _ renderer: ImageRenderer) -> BatchResult {
    let preview = previews[job.preview]
    let scale = CGFloat(job.variant.scale)
    let (view, canvas) = preview.prepared(for: job.variant)
    let drawn = renderer.displayList(
      view, size: canvas.proposal, scale: scale, colorScheme: job.variant.colorScheme,
      safeArea: canvas.safeArea, chrome: preview.chrome(on: canvas, setting: job.chrome))
    let list = drawn.displayList
    var result = perform(job, list, renderer, layout: drawn.layout.description)
    result.diagnostics = drawn.diagnostics
    if job.accessibility { snapshot(job, preview, view: view, canvas: canvas, drawn.layout, renderer, into: &result) }
    return result
  }

  /// The accessibility snapshot: written beside an export (text and the image with the
  /// elements numbered), or checked against its text golden in a verify.
  func snapshot(
    _ job: BatchJob, _ preview: Preview, view: AnyView, canvas: Canvas, _ layout: LayoutSnapshot,
    _ renderer: ImageRenderer, into result: inout BatchResult
  ) {
    guard result.status != .failed else { return }
    let (text, overlaid) = preview.accessibility(layout, view: view)
    let base = URL(fileURLWithPath: job.path).deletingPathExtension()
    let golden = base.appendingPathExtension("accessibility.txt")
    switch job.kind {
    case .export:
      do {
        try writeAtomically(Data(text.utf8), to: golden)
        let scale = CGFloat(job.variant.scale)
        let drawn = renderer.displayList(
          overlaid, size: canvas.proposal, scale: scale, colorScheme: job.variant.colorScheme,
          safeArea: canvas.safeArea, chrome: preview.chrome(on: canvas, setting: job.chrome))
        let data = try renderer.encode(
          drawn.displayList, scale: scale, colorScheme: job.variant.colorScheme, format: .png, preset: .fast,
          parallel: false)
        try writeAtomically(data, to: base.appendingPathExtension("accessibility.png"))
      } catch {
        result = BatchResult(status: .failed, message: "cannot write the accessibility snapshot: \(error)")
      }
    case .verify:
      let outcome = GoldenCheck.text(
        text, golden: golden, mode: job.record,
        advice: "verify records only when asked; record it with verify --accessibility --record missing")
      guard !outcome.passed else { return }
      // A matching image's message only says so: the snapshot's failure replaces it.
      result.message = result.status == .ok ? outcome.message : result.message + "\n" + outcome.message
      result.status = .mismatch
    }
  }

  /// `layout` is the laid-out tree `list` was drawn from: kept in a recorded golden, compared
  /// with a golden's on a mismatch, and kept in an exported PNG when the job asks.
  func perform(_ job: BatchJob, _ list: DisplayList, _ renderer: ImageRenderer, layout: String) -> BatchResult {
    let scale = CGFloat(job.variant.scale)
    do {
      switch job.kind {
      case .export:
        // A worker is one of `--jobs` processes and keeps to one core (`render` alone
        // encodes on every core).
        let data: Data
        if job.keepsLayout && job.format == .png {
          let pixels = try renderer.pixels(list, scale: scale, colorScheme: job.variant.colorScheme, parallel: false)
          data = try PNG.encode(
            pixels, preset: job.preset, text: [GoldenCheck.layoutKeyword: layout], parallel: false)
        } else {
          data = try renderer.encode(
            list, scale: scale, colorScheme: job.variant.colorScheme, format: job.format, preset: job.preset,
            parallel: false)
        }
        try writeAtomically(data, to: URL(fileURLWithPath: job.path))
        let size = job.format == .png ? try PNG.decodeSize(data) : (0, 0)
        return BatchResult(status: .ok, width: size.0, height: size.1, hash: contentHash(data))
      case .verify:
        let image = try renderer.pixels(list, scale: scale, colorScheme: job.variant.colorScheme, parallel: false)
        let outcome = GoldenCheck.image(
          image, golden: URL(fileURLWithPath: job.path), artifacts: URL(fileURLWithPath: job.artifacts),
          tolerance: job.tolerance, mode: job.record,
          advice: "verify records only when asked; record it with verify --record missing", layout: layout)
        return BatchResult(
          status: outcome.passed ? .ok : .mismatch, width: image.width, height: image.height, message: outcome.message)
      }
    } catch {
      return BatchResult(status: .failed, message: "\(error)")
    }
  }
}
