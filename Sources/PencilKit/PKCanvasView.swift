import Foundation
import Vellum

/// A view people draw in, as PencilKit's `PKCanvasView` (a scroll view in UIKit, whose
/// scrolling and zooming properties it keeps here), which SwiftUI files wrap in a
/// `UIViewRepresentable`.
///
/// It keeps its drawing, tool, policy and delegate; nobody draws in a preview, so the drawing
/// changes only when the app sets it and the delegate is never called. Vellum does not call
/// `makeUIView`, so what an instance was given is not known: a representable of it is drawn
/// as an empty canvas, its opaque background (the system background: white in light, black
/// in dark; the dark colour not measured) in the space offered, without the placeholder
/// diagnostic. A canvas an app set `.clear` is drawn opaque all the same.
open class PKCanvasView: UIView, PKToolPickerObserver {
  /// What is drawn on the canvas.
  open var drawing = PKDrawing()
  /// The tool that draws or erases: a black pen at first, as in PencilKit.
  open var tool: any PKTool = PKInkingTool(.pen, color: .black)
  /// Which input draws: `.default` lets only the pencil draw when the tool picker's setting
  /// says so.
  open var drawingPolicy = PKCanvasViewDrawingPolicy.default
  /// Whether a finger draws (deprecated in iOS 14 for `drawingPolicy`).
  open var allowsFingerDrawing: Bool {
    get { drawingPolicy == .anyInput }
    set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
  }
  open var isRulerActive = false
  open var isDrawingEnabled = true
  open var isOpaque = true
  /// The newest PencilKit version whose inks the canvas may draw with.
  open var maximumSupportedContentVersion = PKContentVersion.latest
  /// Told when the drawing changes or a tool is used; held weakly. Never called in a preview.
  open weak var delegate: (any PKCanvasViewDelegate)?
  /// The gesture that draws; it never recognises one in a still frame.
  public let drawingGestureRecognizer: UIGestureRecognizer = UIPanGestureRecognizer()

  // UIScrollView's properties, kept.
  open var contentSize = CGSize.zero
  open var contentOffset = CGPoint.zero
  open var contentInset = UIEdgeInsets.zero
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  /// The zoom, within the minimum and maximum.
  open var zoomScale: CGFloat = 1 {
    didSet { zoomScale = min(max(zoomScale, minimumZoomScale), maximumZoomScale) }
  }
  open var isScrollEnabled = true
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var bouncesZoom = true

  public override init() { super.init() }

  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  // The tool picker's observer: the canvas takes the picker's tool and ruler.
  open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) { tool = toolPicker.selectedTool }
  open func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) { isRulerActive = toolPicker.isRulerActive }
  open func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
  open func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}

  open override class var _previewContent: AnyView? { AnyView(Color(UIColor.systemBackground)) }
}

/// Which input draws on a canvas, as in PencilKit.
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
  case `default` = 0, anyInput, pencilOnly
}

/// What a canvas tells its delegate, as in PencilKit; every method has a default that does
/// nothing. A preview's canvas never calls it.
public protocol PKCanvasViewDelegate: AnyObject {
  func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
  func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
  func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
  func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
  public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
  public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
  public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
  public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}
