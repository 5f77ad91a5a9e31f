import Foundation
import Testing
import Vellum

/// A view snapshot in the form apps copy (a hosting controller's view drawn by an image
/// renderer), for a share button.
extension View {
  fileprivate func snapshot() -> UIImage {
    let controller = UIHostingController(rootView: self)
    let view = controller.view
    let targetSize = controller.view.intrinsicContentSize
    view?.bounds = CGRect(origin: .zero, size: targetSize)
    view?.backgroundColor = .clear
    let renderer = UIGraphicsImageRenderer(size: targetSize)
    return renderer.image { _ in
      view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
    }
  }
}

/// A photo made smaller before it is saved, as apps resize one.
private func resized(_ image: UIImage, to targetSize: CGSize) -> UIImage {
  let format = UIGraphicsImageRendererFormat.default()
  format.scale = 1
  return UIGraphicsImageRenderer(size: targetSize, format: format).image { context in
    context.cgContext.setFillColor(UIColor.white.cgColor)
    context.fill(CGRect(origin: .zero, size: targetSize))
    image.draw(in: CGRect(origin: .zero, size: targetSize))
  }
}

/// UIKit drawing as SwiftUI apps use it: the code runs and the images have the sizes UIKit
/// gives them; what is drawn is not kept, so they are blank.
@Suite struct UIKitDrawingTests {
  @Test @MainActor func aViewSnapshotHasTheViewsIdealSizeAtTheScreensScale() {
    let image = Color.red.frame(width: 40, height: 30).padding(5).snapshot()
    #expect(image.size == CGSize(width: 50, height: 40))
    #expect(image.scale == 3)
    #expect(image.pngData() == nil, "blank: nothing UIKit draws is kept")
  }

  @Test func aResizedImageHasTheTargetSizeAndScale() {
    let image = resized(UIImage(), to: CGSize(width: 90, height: 60))
    #expect(image.size == CGSize(width: 90, height: 60) && image.scale == 1)
    #expect(image.jpegData(compressionQuality: 0.8) == nil)
  }

  @Test func theOlderImageContextFunctionsNest() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
    UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 4))
    UIGraphicsEndImageContext()
    let outer = UIGraphicsGetImageFromCurrentImageContext()
    #expect(outer?.size == CGSize(width: 10, height: 20) && outer?.scale == 3, "scale 0 is the screen's")
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test @MainActor func aHostingControllerMeasuresItsRootView() {
    let controller = UIHostingController(rootView: Color.blue.frame(maxWidth: .infinity).frame(height: 10))
    #expect(controller.sizeThatFits(in: CGSize(width: 100, height: 500)) == CGSize(width: 100, height: 10))
    controller.view.sizeToFit()
    #expect(controller.view.bounds.size == controller.view.intrinsicContentSize)
    #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1), "a plain view has none")
  }

  @Test func viewsKeepTheirGeometryAndHierarchy() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    parent.addSubview(child)
    #expect(child.superview === parent && parent.subviews.count == 1)
    #expect(child.center == CGPoint(x: 30, y: 35) && child.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(child.frame == CGRect(x: 20, y: 30, width: 20, height: 10), "resized about its centre")
    child.layer.cornerRadius = 8
    #expect(child.layer.cornerRadius == 8)
    child.removeFromSuperview()
    #expect(child.superview == nil && parent.subviews.isEmpty)
  }
}
