import Foundation
import VellumCairo

/// `vellum diff A.png B.png`: the golden comparison on any two images.
struct DiffCommand {
  static let help = """
    usage: vellum diff EXPECTED.png ACTUAL.png [options]

    Compares two PNGs as verify does and explains the difference.
      -o, --output FILE     write expected | difference | actual to FILE
      --threshold T         forgive perceptual differences up to T (0…1) and anti-aliasing
    Exit codes: 0 the images match, 1 they differ, 2 usage error or unreadable image.
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["-o", "--output", "--threshold"], switches: ["--help"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.count == 2 else { throw UsageError(message: "diff takes two PNG files") }
    func load(_ path: String) throws -> RGBAImage {
      do {
        return try PNG.decode(Data(contentsOf: URL(fileURLWithPath: path))).image
      } catch {
        throw UsageError(message: "cannot read \(path): \(error)")
      }
    }
    let expected = try load(args.positional[0])
    let actual = try load(args.positional[1])
    var tolerance = Tolerance.exact
    if let text = args.value("--threshold") {
      guard let value = Double(text), (0...1).contains(value) else {
        throw UsageError(message: "--threshold takes a number from 0 to 1, not '\(text)'")
      }
      tolerance = Tolerance(perPixel: value, ignoresAntialiasing: true)
    }
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
    print(comparison.matches ? "the images match\n" + comparison.summary : comparison.summary)
    if let output = args.value("-o") ?? args.value("--output") {
      let difference = comparison.differenceImage(expected: expected, actual: actual)
      try writeAtomically(PNG.encode(difference, preset: .fast), to: URL(fileURLWithPath: output))
      print("wrote \(output)")
    }
    return comparison.matches ? 0 : 1
  }
}
