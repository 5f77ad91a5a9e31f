import Foundation

/// Backend-neutral drawing operations in absolute canvas points, in painting order.
///
/// Its `description` is a stable text form with fixed precision, the cheapest snapshot a
/// test can take of what will be drawn.
public struct DisplayList: CustomStringConvertible {
  public enum Item {
    /// Fills a path; gradients are relative to `bounds`.
    case fill(Path, Paint, bounds: CGRect)
    case stroke(Path, Paint, StrokeStyle, bounds: CGRect)
    /// Draws text laid out in `frame` (its width is the wrapping width).
    case text(TextRun, Paint, frame: CGRect)
    /// Draws an icon-font glyph centred in `frame`.
    case symbol(SymbolGlyph, Paint, frame: CGRect)
    /// Draws a bitmap into `frame`; a template image is a mask of its paint.
    case image(ImageDrawing, Paint?, frame: CGRect)
    /// Draws, beneath what follows until the matching pop, its blurred shadow.
    case pushShadow(Shadow)
    case popShadow
    /// Draws what follows, until the matching pop, blurred with a Gaussian of σ points.
    case pushBlur(CGFloat)
    case popBlur
    /// Draws what follows, until `applyMask`, into a group; what follows that, until
    /// `popMask`, is the mask whose alpha the group is drawn through.
    case pushMask
    case applyMask
    case popMask
    case pushClip(Path)
    case popClip
    /// Draws what follows, until the matching pop, into a group composited with `opacity`.
    case pushOpacity(Double)
    case popOpacity
    /// Draws what follows, until the matching pop, through an affine transform (absolute).
    case pushTransform(CGAffineTransform)
    case popTransform
    /// Draws what follows, until the matching pop, then passes its pixels through a colour matrix.
    case pushColorMatrix(ColorMatrix)
    case popColorMatrix
    /// Draws what follows, until the matching pop, into a group composited with a blend mode.
    case pushBlend(BlendMode)
    case popBlend
  }

  public var size: CGSize
  public var items: [Item] = []
  /// The scheme a `.preferredColorScheme(_:)` in the view asked for; the backdrop a
  /// backend paints beneath the items follows it, as a window does on iOS.
  public var preferredColorScheme: ColorScheme? = nil

  public var description: String {
    func rect(_ r: CGRect) -> String {
      "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width))×\(formatNumber(r.height)))"
    }
    var lines = ["canvas \(formatNumber(size.width))×\(formatNumber(size.height))"]
    var depth = 0
    for item in items {
      if case .popClip = item { depth -= 1 }
      if case .popOpacity = item { depth -= 1 }
      if case .popShadow = item { depth -= 1 }
      if case .popBlur = item { depth -= 1 }
      if case .popMask = item { depth -= 1 }
      if case .applyMask = item { depth -= 1 }
      if case .popTransform = item { depth -= 1 }
      if case .popColorMatrix = item { depth -= 1 }
      if case .popBlend = item { depth -= 1 }
      let indent = String(repeating: "  ", count: max(depth, 0))
      switch item {
      case .fill(let path, let paint, let bounds): lines.append(indent + "fill \(rect(bounds)) \(paint) \(path)")
      case .stroke(let path, let paint, let style, let bounds):
        var stroke = formatNumber(style.lineWidth)
        if style.lineCap != .butt { stroke += " cap:\(style.lineCap)" }
        if style.lineJoin != .miter { stroke += " join:\(style.lineJoin)" }
        if !style.dash.isEmpty { stroke += " dash:" + style.dash.map(formatNumber).joined(separator: ",") }
        lines.append(indent + "stroke \(rect(bounds)) \(stroke) \(paint) \(path)")
      case .text(let run, let paint, let frame):
        lines.append(indent + "text \(rect(frame)) \(run.font) \(paint) \(run.string.debugDescription)")
      case .symbol(let glyph, let paint, let frame):
        lines.append(
          indent
            + "symbol \(rect(frame)) \(paint) \(glyph.name) U+\(String(glyph.codepoint, radix: 16, uppercase: true))"
            + (glyph.outlined ? " outlined" : ""))
      case .image(let drawing, let paint, let frame):
        lines.append(indent + "image \(rect(frame)) \(drawing)" + (paint.map { " \($0)" } ?? ""))
      case .pushShadow(let shadow):
        lines.append(indent + "shadow \(shadow)")
        depth += 1
      case .popShadow: lines.append(indent + "end shadow")
      case .pushBlur(let radius):
        lines.append(indent + "blur σ\(formatNumber(radius))")
        depth += 1
      case .popBlur: lines.append(indent + "end blur")
      case .pushMask:
        lines.append(indent + "masked")
        depth += 1
      case .applyMask:
        lines.append(indent + "through mask")
        depth += 1
      case .popMask: lines.append(indent + "end mask")
      case .pushClip(let path):
        lines.append(indent + "clip \(path)")
        depth += 1
      case .popClip: lines.append(indent + "end clip")
      case .pushOpacity(let value):
        lines.append(indent + "opacity \(formatNumber(value))")
        depth += 1
      case .popOpacity: lines.append(indent + "end opacity")
      case .pushTransform(let transform):
        lines.append(indent + "transform \(transform)")
        depth += 1
      case .popTransform: lines.append(indent + "end transform")
      case .pushColorMatrix(let matrix):
        lines.append(indent + "color matrix \(matrix)")
        depth += 1
      case .popColorMatrix: lines.append(indent + "end color matrix")
      case .pushBlend(let mode):
        lines.append(indent + "blend \(mode.rawValue)")
        depth += 1
      case .popBlend: lines.append(indent + "end blend")
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Renders a view to a display list: resolve, lay out, round to the pixel grid, paint.
public struct Renderer {
  public let displayList: DisplayList
  public let diagnostics: [String]
  /// The laid-out tree the display list was drawn from (the screen and its presented
  /// layers, without the device chrome), for layout diffs of goldens.
  public let layout: LayoutSnapshot

  /// Renders `view` in a canvas of `size` points (nil dimensions: the view's ideal size),
  /// laid out inside `safeArea` insets when the canvas is a device screen, with the device's
  /// status bar and home indicator drawn over it when `chrome` is given (Vellum addition).
  public init<V: View>(
    _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = .init(),
    safeArea: EdgeInsets = EdgeInsets(),
    chrome: DeviceChrome? = nil
  ) {
    (displayList, diagnostics, layout) = onLargeStack {
      var host = Host(view, proposal: proposal, environment: environment, safeArea: safeArea)
      // `.preferredColorScheme` anywhere in the view sets the scheme of the whole
      // presentation on iOS (its navigation bar, its backdrop), not only of its subtree.
      var environment = environment
      let requests = ChromeRequests(host.root)
      let preferred = requests.colorScheme
      if let preferred, preferred != environment.colorScheme {
        environment.colorScheme = preferred
        host = Host(view, proposal: proposal, environment: environment, safeArea: safeArea)
      }
      var list = DisplayList(size: host.canvas)
      list.preferredColorScheme = preferred
      let painter = Painter(scale: max(host.root.environment.displayScale, 1), diagnostics: host.diagnostics)
      painter.paint(host.root, origin: .zero, into: &list)
      func paintLayers(of host: Host) {
        for layer in host.layers {
          painter.paint(layer.root, origin: .zero, into: &list)
          paintLayers(of: layer)
        }
      }
      paintLayers(of: host)
      if let chrome {
        // The chrome is drawn by the system above the app, in the scheme the app prefers.
        let overlay = DeviceChromeOverlay(
          chrome: chrome, size: host.canvas, showsStatusBar: chrome.showsStatusBar && !requests.statusBarHidden,
          showsHomeIndicator: chrome.showsHomeIndicator && !requests.overlaysHidden,
          statusBarColorScheme: requests.statusBarColorScheme)
        if overlay.showsStatusBar || overlay.showsHomeIndicator {
          let chromeHost = Host(
            overlay, proposal: ProposedViewSize(host.canvas), environment: environment)
          painter.paint(chromeHost.root, origin: .zero, into: &list)
        }
      }
      return (list, host.messages, LayoutSnapshot(host: host))
    }
  }
}
