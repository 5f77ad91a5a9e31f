import Foundation
import Vellum
import VellumCairo

/// `vellum render NAME`: one preview to a file, or its layout tree.
struct RenderCommand {
  static let help = """
    usage: vellum render NAME [options]

      -o, --output FILE          output file (.png, .svg or .pdf); default NAME.png
      --scale N                  pixels per point, 1 to 16 (default 2)
      --scheme light|dark        colour scheme (default light)
      --canvas C                 device name, WIDTHxHEIGHT in points, or fit
      --png fast|default|small   PNG compression (default: default)
      --chrome on|off            draw a device canvas's status bar and home indicator
                                 (default: on, unless the preview's trait hides them)
      --no-chrome                same as --chrome off
      --layout                   print the layout tree instead of drawing
      --accessibility            print what VoiceOver would read instead of drawing
    """

  let previews: [Preview]

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, valued: ["-o", "--output", "--scale", "--scheme", "--canvas", "--png", "--chrome"],
      switches: ["--help", "--layout", "--accessibility", "--no-chrome"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.count <= 1 else { throw UsageError(message: "render takes one preview name") }
    guard let name = args.positional.first else {
      throw UsageError(message: "render needs a preview name (see 'vellum list')")
    }
    guard let preview = previews.first(where: { $0.name == name }) else {
      throw UsageError(message: "no preview named '\(name)'\(suggestion(name, previews.map(\.name)))")
    }
    var scale: Double = 2
    if let text = args.value("--scale") {
      guard let parsed = Double(text), parsed.isFinite, parsed > 0, parsed <= 16 else {
        throw UsageError(message: "--scale takes a number of pixels per point from 1 to 16, not '\(text)'")
      }
      scale = parsed
    }
    var scheme = ColorScheme.light
    if let text = args.value("--scheme") {
      guard let parsed = ColorScheme(rawValue: text) else {
        throw UsageError(message: "--scheme takes light or dark, not '\(text)'")
      }
      scheme = parsed
    }
    var canvas = preview.canvas
    if let text = args.value("--canvas") {
      guard let parsed = Canvas(parsing: text) else {
        let names = Device.all.map(\.name).joined(separator: ", ")
        throw UsageError(
          message:
            "--canvas takes \(names), WIDTHxHEIGHT or fit, not '\(text)'\(suggestion(text, Device.all.map(\.name)))")
      }
      canvas = parsed
    }
    var preset = PNGPreset.default
    if let text = args.value("--png") {
      guard let parsed = PNGPreset(rawValue: text) else {
        throw UsageError(message: "--png takes fast, default or small, not '\(text)'")
      }
      preset = parsed
    }
    let chrome = preview.chrome(on: canvas, setting: try args.chrome())
    let renderer = try ImageRenderer()
    let environment = renderer.environment(scale: scale, colorScheme: scheme)
    if args.has("--layout") || args.has("--accessibility") {
      let snapshot = LayoutSnapshot(
        of: preview.view, proposal: canvas.proposal, scale: scale, environment: environment, safeArea: canvas.safeArea)
      print(args.has("--layout") ? snapshot.description : snapshot.accessibilityDescription)
      for message in snapshot.diagnostics { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
      return 0
    }
    let path = args.value("-o") ?? args.value("--output") ?? "\(safeFileName(name)).png"
    let url = URL(fileURLWithPath: path)
    guard let format = ImageFormat(rawValue: url.pathExtension.lowercased()) else {
      throw UsageError(message: "output must end in .png, .svg or .pdf, not '\(path)'")
    }
    let result = renderer.displayList(
      preview.view, size: canvas.proposal, scale: scale, colorScheme: scheme, safeArea: canvas.safeArea, chrome: chrome)
    for message in result.diagnostics { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    let data = try renderer.encode(
      result.displayList, scale: scale, colorScheme: scheme, format: format, preset: preset)
    try writeAtomically(data, to: url)
    print("wrote \(path)")
    return 0
  }
}
