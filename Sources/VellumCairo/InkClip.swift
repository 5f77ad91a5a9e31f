import CCairo
import Foundation

extension CairoPainter {
  /// Saves the state and clips to the device pixels from the surface's origin to the far
  /// corner, with one pixel to spare, of what a range of fills and strokes can touch, so
  /// that a group opened next is that size rather than the whole surface's (a full @3x
  /// group is a 12 MB allocation and a 3-megapixel composite). The clip starts where the
  /// group would have started anyway, so the group's pixels have the same device
  /// coordinates (gradients and the rasteriser see the same positions), and nothing is
  /// drawn beyond it: the pixels are the same. Returns false, without clipping, when the
  /// range holds anything else.
  func clipToInk(of range: Range<Int>) -> Bool {
    var box: (x1: Double, y1: Double)?
    for index in range {
      var x0 = 0.0
      var y0 = 0.0
      var x1 = 0.0
      var y1 = 0.0
      switch list.items[index] {
      case .fill(let path, _, _):
        addPath(path)
        cairo_fill_extents(cairo, &x0, &y0, &x1, &y1)
      case .stroke(let path, _, let style, _):
        addPath(path)
        setStroke(style)
        cairo_stroke_extents(cairo, &x0, &y0, &x1, &y1)
      default:
        cairo_new_path(cairo)
        return false
      }
      // The far corner, in device space, of the user-space box.
      for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
        var (dx, dy) = (x, y)
        cairo_user_to_device(cairo, &dx, &dy)
        box = box.map { (max($0.x1, dx), max($0.y1, dy)) } ?? (dx, dy)
      }
    }
    cairo_new_path(cairo)
    guard let box, box.x1.isFinite, box.y1.isFinite else { return false }
    cairo_save(cairo)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    cairo_identity_matrix(cairo)
    cairo_rectangle(cairo, 0, 0, box.x1.rounded(.up) + 1, box.y1.rounded(.up) + 1)
    cairo_clip(cairo)
    cairo_set_matrix(cairo, &matrix)
    return true
  }
}
