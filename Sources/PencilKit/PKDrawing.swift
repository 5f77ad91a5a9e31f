import Foundation
import Vellum

/// What was drawn on a canvas, as PencilKit's `PKDrawing`: its strokes, kept in order.
///
/// Where Vellum differs: `dataRepresentation()` writes Vellum's own form (JSON of the strokes'
/// inks, points and transforms, without pixel-eraser masks), which `init(data:)` reads back;
/// PencilKit's binary form is not read (it throws `CocoaError(.coderReadCorrupt)`).
/// `image(from:scale:)` is a blank image of the rectangle's size, as every image UIKit
/// drawing makes in Vellum is: strokes are not drawn.
public struct PKDrawing: Equatable, @unchecked Sendable, CustomStringConvertible {
  public var strokes: [PKStroke]

  /// An empty drawing.
  public init() { strokes = [] }

  public init(strokes: [PKStroke]) { self.strokes = strokes }

  /// A drawing from data `dataRepresentation()` wrote.
  public init(data: Data) throws {
    guard let stored = try? JSONDecoder().decode(StoredDrawing.self, from: data), stored.format == StoredDrawing.name
    else { throw CocoaError(.coderReadCorrupt) }
    strokes = stored.strokes.map(\.stroke)
  }

  /// The drawing as data (Vellum's form; see the type).
  public func dataRepresentation() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(StoredDrawing(self))) ?? Data()
  }

  /// The rectangle all strokes cover; `CGRect.null` for an empty drawing.
  public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

  /// A blank image of the rectangle's size at the scale (see the type).
  public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let size = rect.isNull ? CGSize.zero : rect.size
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
  }

  /// The drawing with every stroke's transform followed by this one.
  public func transformed(using transform: CGAffineTransform) -> PKDrawing {
    PKDrawing(
      strokes: strokes.map { stroke in
        var moved = stroke
        moved.transform = stroke.transform.concatenating(transform)
        return moved
      })
  }

  /// The drawing with another's strokes after its own.
  public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }
  public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }
  public mutating func transform(using transform: CGAffineTransform) { self = transformed(using: transform) }

  /// The newest version of PencilKit any stroke needs; `.version1` when empty.
  public var requiredContentVersion: PKContentVersion {
    strokes.map(\.requiredContentVersion).max() ?? .version1
  }

  public var description: String { "PKDrawing(\(strokes.count) strokes)" }
}

/// The JSON form of a drawing.
private struct StoredDrawing: Codable {
  static let name = "Vellum PKDrawing 1"
  var format = StoredDrawing.name
  var strokes: [StoredStroke]

  init(_ drawing: PKDrawing) { strokes = drawing.strokes.map(StoredStroke.init) }

  struct StoredStroke: Codable {
    var ink: String
    var color: [Double]
    var transform: [Double]
    var created: Date
    var points: [[Double]]
    var seed: UInt32

    init(_ stroke: PKStroke) {
      ink = stroke.ink.inkType.rawValue
      var r: CGFloat = 0
      var g: CGFloat = 0
      var b: CGFloat = 0
      var a: CGFloat = 0
      stroke.ink.color.getRed(&r, green: &g, blue: &b, alpha: &a)
      color = [r, g, b, a]
      let t = stroke.transform
      transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
      created = stroke.path.creationDate
      points = stroke.path.map {
        [
          $0.location.x, $0.location.y, $0.timeOffset, $0.size.width, $0.size.height, $0.opacity, $0.force,
          $0.azimuth, $0.altitude, $0.secondaryScale,
        ]
      }
      seed = stroke.randomSeed
    }

    var stroke: PKStroke {
      let rgba = color + Array(repeating: 1, count: max(0, 4 - color.count))
      let ink = PKInk(
        PKInk.InkType(rawValue: self.ink) ?? .pen,
        color: UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]))
      let controlPoints = points.filter { $0.count >= 10 }.map {
        PKStrokePoint(
          location: CGPoint(x: $0[0], y: $0[1]), timeOffset: $0[2], size: CGSize(width: $0[3], height: $0[4]),
          opacity: $0[5], force: $0[6], azimuth: $0[7], altitude: $0[8], secondaryScale: $0[9])
      }
      let t = transform.count == 6 ? transform : [1, 0, 0, 1, 0, 0]
      var stroke = PKStroke(
        ink: ink, path: PKStrokePath(controlPoints: controlPoints, creationDate: created),
        transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
      stroke.randomSeed = seed
      return stroke
    }
  }
}
