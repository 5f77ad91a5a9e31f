/// A tool a canvas draws or edits with, as PencilKit's `PKTool`: the inking, eraser and
/// lasso tools.
public protocol PKTool {}
