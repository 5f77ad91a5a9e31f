import Foundation
import PencilKit
import Testing
import Vellum
import VellumCairo

/// PencilKit with nobody drawing: drawings an app makes keep their strokes, a canvas is drawn
/// as its empty background, and the tool picker never shows.
@Suite struct PencilKitTests {
  func stroke(_ points: [CGPoint], ink: PKInk.InkType = .pen, width: CGFloat = 4) -> PKStroke {
    let path = PKStrokePath(
      controlPoints: points.enumerated().map { index, point in
        PKStrokePoint(
          location: point, timeOffset: Double(index) / 60, size: CGSize(width: width, height: width), opacity: 1,
          force: 1, azimuth: 0, altitude: .pi / 2)
      }, creationDate: Date(timeIntervalSinceReferenceDate: 800_000_000))
    return PKStroke(ink: PKInk(ink, color: .systemBlue), path: path)
  }

  @Test func drawingsKeepTheirStrokesAndRoundTrip() throws {
    #expect(PKDrawing().bounds.isNull && PKDrawing().strokes.isEmpty)
    var drawing = PKDrawing(strokes: [stroke([CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 60)])])
    #expect(drawing.bounds == CGRect(x: 8, y: 18, width: 44, height: 44))
    drawing.append(PKDrawing(strokes: [stroke([CGPoint(x: 100, y: 100)], ink: .watercolor, width: 10)]))
    #expect(drawing.strokes.count == 2 && drawing.bounds == CGRect(x: 8, y: 18, width: 97, height: 87))
    #expect(drawing.requiredContentVersion == .version2, "watercolor is an iPadOS 17 ink")
    let moved = drawing.transformed(using: CGAffineTransform(translationX: 10, y: 0))
    #expect(moved.bounds.minX == 18)

    let read = try PKDrawing(data: drawing.dataRepresentation())
    #expect(read.strokes.count == 2 && read.bounds == drawing.bounds)
    #expect(read.strokes[1].ink.inkType == .watercolor && read.strokes[0].path.count == 2)
    #expect(read.strokes[0].path[1].timeOffset == drawing.strokes[0].path[1].timeOffset)
    #expect(read.strokes[0].path.creationDate == drawing.strokes[0].path.creationDate)
    #expect(try PKDrawing(data: PKDrawing().dataRepresentation()).strokes.isEmpty)
    #expect(throws: CocoaError.self) { try PKDrawing(data: Data([0x77, 0x72, 0x64, 0x00])) }
    #expect(throws: CocoaError.self) { try PKDrawing(data: Data()) }

    let image = drawing.image(from: CGRect(x: 0, y: 0, width: 120, height: 80), scale: 2)
    #expect(image.size == CGSize(width: 120, height: 80) && image.scale == 2)
  }

  @Test func toolsAndTheCanvasKeepTheirSettings() {
    let pen = PKInkingTool(.pen, color: .red, width: 500)
    #expect(pen.width == PKInkingTool.maximumWidth(forInkType: .pen), "clamped to the ink's range")
    #expect(PKInkingTool(.marker).width == PKInkingTool.defaultWidth(forInkType: .marker))
    #expect(PKEraserTool(.bitmap, width: 1).width == PKEraserTool.EraserType.bitmap.validWidthRange.lowerBound)

    let canvas = PKCanvasView()
    #expect((canvas.tool as? PKInkingTool)?.inkType == .pen && canvas.drawingPolicy == .default)
    canvas.allowsFingerDrawing = true
    #expect(canvas.drawingPolicy == .anyInput)
    canvas.minimumZoomScale = 1
    canvas.maximumZoomScale = 4
    canvas.zoomScale = 9
    #expect(canvas.zoomScale == 4)

    // The tool picker tells its observers of the app's changes, and never shows.
    let picker = PKToolPicker()
    picker.addObserver(canvas)
    picker.setVisible(true, forFirstResponder: canvas)
    #expect(!canvas.becomeFirstResponder() && !picker.isVisible && picker.isVisible(forFirstResponder: canvas))
    picker.selectedTool = PKEraserTool(.vector)
    #expect(canvas.tool is PKEraserTool)
    picker.removeObserver(canvas)
    picker.selectedTool = PKLassoTool()
    #expect(canvas.tool is PKEraserTool)
    #expect(picker.frameObscured(in: canvas).isNull)

    // Nobody draws: the delegate is kept and never told.
    let coordinator = Coordinator()
    canvas.delegate = coordinator
    canvas.drawing = PKDrawing(strokes: [stroke([.zero])])
    #expect(canvas.delegate === coordinator && coordinator.changes == 0 && canvas.drawing.strokes.count == 1)
  }

  final class Coordinator: PKCanvasViewDelegate {
    var changes = 0
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { changes += 1 }
  }

  /// The canvas as drawing apps wrap it.
  struct Canvas: UIViewRepresentable {
    let canvas = PKCanvasView()
    func makeUIView(context: Context) -> PKCanvasView {
      canvas.drawingPolicy = .anyInput
      canvas.tool = PKInkingTool(.pen, color: .black, width: 5)
      return canvas
    }
    func updateUIView(_ view: PKCanvasView, context: Context) {}
  }

  @Test func aCanvasIsDrawnAsItsEmptyBackground() throws {
    let renderer = try ImageRenderer()
    let view = ZStack {
      Color.blue
      Canvas().frame(width: 200, height: 100)
    }.frame(width: 300, height: 200)
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let light = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light)
    #expect(light[150, 100] == (255, 255, 255, 255), "white in light: \(light[150, 100])")
    #expect(light[10, 10].b > 200 && light[10, 10].r < 100, "the canvas covers only its frame: \(light[10, 10])")
    let darkResult = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .dark)
    let dark = try renderer.pixels(darkResult.displayList, scale: 1, colorScheme: .dark)
    #expect(dark[150, 100] == (0, 0, 0, 255), "black in dark: \(dark[150, 100])")
  }
}
